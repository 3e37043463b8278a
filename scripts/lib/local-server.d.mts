// Types for local-server.mjs.
export interface BuiltServer {
  readonly url: string;
  readonly dataFile: string;
  readonly logs: string[];
  /** The server process, e.g. to read its RSS. */
  readonly pid: number | undefined;
  close(): Promise<void>;
}
export declare function assertBuilt(staticDir?: string): void;
export declare function startBuiltServer(opts?: {
  quiet?: boolean;
  args?: string[];
  env?: Record<string, string>;
  staticDir?: string;
  bundle?: string;
}): Promise<BuiltServer>;
