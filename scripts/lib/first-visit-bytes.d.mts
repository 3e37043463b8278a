export interface FirstVisitLoad {
  readonly url: string;
  readonly bytes: number;
  /** "page" or "service_worker". */
  readonly target: string;
}
export function firstVisitBytes(options: {
  readonly url: string;
  readonly lang?: string;
  readonly quietMs?: number;
  readonly timeoutMs?: number;
}): Promise<{ total: number; page: number; serviceWorker: number; loads: FirstVisitLoad[] }>;
