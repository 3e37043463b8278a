/**
 * Browser reachability checks. Admin domains are other origins, so fetch would hit CORS; an Image
 * load of `{origin}/favicon.ico` works cross-origin without credentials and is what API-CALLS-1
 * describes. `exists` is same-origin (mini-app pages), so a fetch HEAD (GET when HEAD is refused)
 * can see the status.
 */
import type { Clock } from "../../core/ports/clock.port";
import type { DomainProbe } from "../../core/ports/domain-probe.port";

/**
 * Starts loading `src` as an image and reports once: true on load, false on error. Returns a
 * cancel function. Tests pass a fake; the default uses a DOM Image.
 */
export type ImageLoader = (src: string, done: (loaded: boolean) => void) => () => void;

export const domImageLoader: ImageLoader = (src, done) => {
  const image = new Image();
  image.onload = () => done(true);
  image.onerror = () => done(false);
  image.src = src;
  return () => {
    image.onload = null;
    image.onerror = null;
    // Stop a slow download from holding the connection after we gave up.
    image.src = "";
  };
};

export interface ImageDomainProbeOptions {
  readonly clock: Clock;
  readonly loadImage?: ImageLoader;
  readonly fetch?: typeof globalThis.fetch;
}

export class ImageDomainProbe implements DomainProbe {
  constructor(private readonly options: ImageDomainProbeOptions) {}

  isReachable(origin: string, timeoutMs: number): Promise<boolean> {
    const { clock } = this.options;
    const loadImage = this.options.loadImage ?? domImageLoader;
    return new Promise((resolve) => {
      let settled = false;
      let cancel: () => void = () => undefined;
      const finish = (reachable: boolean) => {
        if (settled) return;
        settled = true;
        clock.clearTimeout(timer);
        cancel();
        resolve(reachable);
      };
      const timer = clock.setTimeout(() => finish(false), timeoutMs);
      try {
        // The timestamp defeats a cached favicon answering for a domain that is down now.
        cancel = loadImage(`${origin.replace(/\/+$/, "")}/favicon.ico?t=${clock.now()}`, finish);
      } catch {
        finish(false);
      }
    });
  }

  async exists(url: string, timeoutMs: number): Promise<boolean> {
    const status = await this.status(url, "HEAD", timeoutMs);
    if (status === 405 || status === 501) return isOk(await this.status(url, "GET", timeoutMs));
    return isOk(status);
  }

  private async status(url: string, method: "HEAD" | "GET", timeoutMs: number): Promise<number | null> {
    const controller = new AbortController();
    const timer = this.options.clock.setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await (this.options.fetch ?? globalThis.fetch)(url, {
        method,
        credentials: "omit",
        cache: "no-store",
        signal: controller.signal,
      });
      // The body is not needed; cancel it so the connection is released.
      await response.body?.cancel().catch(() => undefined);
      return response.status;
    } catch {
      return null;
    } finally {
      this.options.clock.clearTimeout(timer);
    }
  }
}

const isOk = (status: number | null): boolean => status !== null && status >= 200 && status < 300;
