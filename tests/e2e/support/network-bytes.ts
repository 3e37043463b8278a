// Bytes a page and its service worker take from the network, from CDP Network events of every
// attached session: encodedDataLength of each finished load, leaving out what the worker answered
// (the worker's own fetch is counted in its session) and what a cache answered.
import type { CdpEvent } from "./raw-cdp";

export interface NetworkLoad {
  readonly url: string;
  readonly bytes: number;
  /** "page", "service_worker", … */
  readonly target: string;
}

export interface NetworkBytes {
  readonly listener: (event: CdpEvent) => void;
  readonly inFlight: () => number;
  /** Time of the last request started or finished, for "idle for N ms". */
  readonly lastActivity: () => number;
  readonly loads: () => readonly NetworkLoad[];
  readonly total: () => number;
}

export function countNetworkBytes(targetOf: (sessionId: string | undefined) => string): NetworkBytes {
  const open = new Map<string, string>();
  const answeredElsewhere = new Set<string>();
  const loads: NetworkLoad[] = [];
  let last = Date.now();
  const key = (event: CdpEvent) => `${event.sessionId ?? ""}:${String(event.params.requestId)}`;
  return {
    listener(event) {
      switch (event.method) {
        case "Network.requestWillBeSent": {
          const url = String((event.params.request as { url: string }).url);
          if (url.startsWith("data:")) return;
          open.set(key(event), url);
          last = Date.now();
          return;
        }
        case "Network.requestServedFromCache":
          answeredElsewhere.add(key(event));
          return;
        case "Network.responseReceived": {
          const response = event.params.response as {
            fromServiceWorker?: boolean;
            fromDiskCache?: boolean;
            fromPrefetchCache?: boolean;
          };
          if (response.fromServiceWorker || response.fromDiskCache || response.fromPrefetchCache)
            answeredElsewhere.add(key(event));
          return;
        }
        case "Network.loadingFinished": {
          const url = open.get(key(event));
          open.delete(key(event));
          last = Date.now();
          if (url === undefined || answeredElsewhere.has(key(event))) return;
          loads.push({
            url,
            bytes: Number(event.params.encodedDataLength),
            target: targetOf(event.sessionId),
          });
          return;
        }
        case "Network.loadingFailed":
          open.delete(key(event));
          last = Date.now();
          return;
      }
    },
    inFlight: () => open.size,
    lastActivity: () => last,
    loads: () => loads,
    total: () => loads.reduce((sum, load) => sum + load.bytes, 0),
  };
}
