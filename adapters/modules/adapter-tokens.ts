/**
 * Service identifiers for adapter-level services that are not core ports but that composition
 * roots sometimes need (the CLI's raw smoke call uses the HTTP client directly).
 */
export const ADAPTER_TOKENS = {
  RequestContext: Symbol("RequestContext"),
  HttpClient: Symbol("HttpClient"),
} as const;
