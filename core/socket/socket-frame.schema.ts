/**
 * The chat socket's JSON frames (docs/architecture.md). Decoding is total: text that is not
 * JSON, or a frame of a type this build does not know, comes back as null and is ignored.
 */
import * as Schema from "effect/Schema";
import { parseJson } from "../result/parse-json";

export const CliAuth = Schema.Struct({ type: Schema.Literal("CLI_AUTH"), token: Schema.String });
export const CliHeartbeat = Schema.Struct({ type: Schema.Literal("CLI_HEARTBEAT"), time: Schema.Finite });
export const CliMessage = Schema.Struct({ type: Schema.Literal("CLI_MESSAGE"), text: Schema.String });
export const ClientFrame = Schema.Union([CliAuth, CliHeartbeat, CliMessage]);
export type ClientFrame = typeof ClientFrame.Type;

export const SrvSuccessAuth = Schema.Struct({ type: Schema.Literal("SRV_SUCCESS_AUTH") });
/** `time` echoes the heartbeat; optional because only the arrival matters to the client. */
export const SrvHeartbeat = Schema.Struct({
  type: Schema.Literal("SRV_HEARTBEAT"),
  time: Schema.optional(Schema.Finite),
});
export const SrvMessage = Schema.Struct({ type: Schema.Literal("SRV_MESSAGE"), text: Schema.String });
export const ServerFrame = Schema.Union([SrvSuccessAuth, SrvHeartbeat, SrvMessage]);
export type ServerFrame = typeof ServerFrame.Type;

const decodeServer = Schema.decodeUnknownResult(ServerFrame);
const decodeClient = Schema.decodeUnknownResult(ClientFrame);

/** Text that is not JSON decodes as `undefined`, which no frame schema accepts. */
const jsonOrUndefined = (text: string): unknown => {
  const parsed = parseJson(text);
  return parsed.ok ? parsed.value : undefined;
};

export const parseServerFrame = (json: string): ServerFrame | null => {
  const result = decodeServer(jsonOrUndefined(json));
  return result._tag === "Success" ? result.success : null;
};

/** For the local server, which reads what clients send. */
export const parseClientFrame = (json: string): ClientFrame | null => {
  const result = decodeClient(jsonOrUndefined(json));
  return result._tag === "Success" ? result.success : null;
};

export const encodeFrame = (frame: ClientFrame | ServerFrame): string => JSON.stringify(frame);
