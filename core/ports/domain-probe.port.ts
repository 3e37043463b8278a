/** Reachability checks: admin domains (image ping of /favicon.ico) and mini-app pages (exists?). */
export interface DomainProbe {
  /** True when `{origin}/favicon.ico` answers within `timeoutMs`. */
  isReachable(origin: string, timeoutMs: number): Promise<boolean>;
  /** True when the resource at `url` exists (HTTP 2xx). */
  exists(url: string, timeoutMs: number): Promise<boolean>;
}
