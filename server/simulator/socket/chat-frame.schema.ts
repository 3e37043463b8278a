import * as Schema from "effect/Schema";

export const ClientFrame = Schema.Union([
  Schema.Struct({ type: Schema.Literal("CLI_AUTH"), token: Schema.String }),
  Schema.Struct({ type: Schema.Literal("CLI_HEARTBEAT"), time: Schema.optional(Schema.Number) }),
  Schema.Struct({ type: Schema.Literal("CLI_MESSAGE"), text: Schema.String }),
]);
export type ClientFrame = typeof ClientFrame.Type;

export type ServerFrame =
  | { readonly type: "SRV_SUCCESS_AUTH" }
  | { readonly type: "SRV_HEARTBEAT"; readonly time: number }
  | { readonly type: "SRV_MESSAGE"; readonly text: string };
