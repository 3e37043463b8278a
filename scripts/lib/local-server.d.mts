// Types for local-server.mjs.
export interface BuiltServer {
  readonly url: string;
  readonly dataFile: string;
  readonly logs: string[];
  close(): Promise<void>;
}
export declare function assertBuilt(): void;
export declare function startBuiltServer(opts?: { quiet?: boolean; options?: Record<string, unknown> }): Promise<BuiltServer>;
