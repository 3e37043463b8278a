// Types for local-server.mjs.
export interface BuiltServer {
  readonly url: string;
  readonly dataFile: string;
  readonly logs: string[];
  close(): Promise<void>;
}
export declare function assertBuilt(staticDir?: string): void;
export declare function startBuiltServer(opts?: {
  quiet?: boolean;
  args?: string[];
  env?: Record<string, string>;
  staticDir?: string;
}): Promise<BuiltServer>;
