/** Where the server's operational lines go (the console unless a test passes a quiet one). */
export interface ServerLog {
  info(line: string): void;
  warn(line: string): void;
}
