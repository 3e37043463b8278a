import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ImageDomainProbe, type ImageLoader } from "../../../adapters/probe/image-domain-probe";
import { NodeDomainProbe } from "../../../adapters/probe/node-domain-probe";
import { SystemClock } from "../../../adapters/time/system-clock";
import { FakeClock } from "../../support/fake-clock";
import { startRecordingServer, type RecordingServer } from "../http/recording-server";

let server: RecordingServer;
let origin: string;
beforeAll(async () => {
  server = await startRecordingServer();
  origin = server.baseURL.replace(/\/api$/, "");
  server.handle((req, res) => {
    const path = req.url.pathname;
    if (path === "/favicon.ico" || path === "/mini/app/ok/index.html") {
      res.writeHead(200, { "content-type": "image/x-icon" });
      res.end(req.method === "HEAD" ? undefined : "icon");
    } else if (path === "/mini/app/nohead/index.html") {
      res.writeHead(req.method === "HEAD" ? 405 : 200);
      res.end();
    } else if (path === "/slow/favicon.ico" || path === "/slow.html") {
      setTimeout(() => {
        res.writeHead(200);
        res.end();
      }, 3000);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
});
afterAll(() => server.close());

interface FakeImage {
  src: string;
  done: (loaded: boolean) => void;
  cancelled: boolean;
}

describe("ImageDomainProbe.isReachable", () => {
  function probe() {
    const clock = new FakeClock();
    const images: FakeImage[] = [];
    const loadImage: ImageLoader = (src, done) => {
      const image = { src, done, cancelled: false };
      images.push(image);
      return () => {
        image.cancelled = true;
      };
    };
    return { clock, images, p: new ImageDomainProbe({ clock, loadImage }) };
  }

  it("pings {origin}/favicon.ico with a cache-busting stamp and answers true on load", async () => {
    const { clock, images, p } = probe();
    const pending = p.isReachable("https://admin.example.com/", 3000);
    expect(images[0]?.src).toBe(`https://admin.example.com/favicon.ico?t=${clock.now()}`);
    images[0]?.done(true);
    expect(await pending).toBe(true);
    expect(clock.pending()).toBe(0);
  });

  it("answers false on an image error", async () => {
    const { images, p } = probe();
    const pending = p.isReachable("https://down.example.com", 3000);
    images[0]?.done(false);
    expect(await pending).toBe(false);
  });

  it("answers false when nothing happens before the timeout, and ignores a late load", async () => {
    const { clock, images, p } = probe();
    const pending = p.isReachable("https://slow.example.com", 3000);
    clock.advance(2999);
    let done = false;
    void pending.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    clock.advance(1);
    expect(await pending).toBe(false);
    expect(images[0]?.cancelled).toBe(true);
    images[0]?.done(true);
    expect(await pending).toBe(false);
  });

  it("answers false when images cannot be created (no DOM)", async () => {
    const p = new ImageDomainProbe({
      clock: new FakeClock(),
      loadImage: () => {
        throw new ReferenceError("Image is not defined");
      },
    });
    expect(await p.isReachable("https://x.example", 100)).toBe(false);
  });
});

describe("ImageDomainProbe.exists", () => {
  const p = () => new ImageDomainProbe({ clock: new SystemClock() });

  it("is true for a 2xx page and false for a 404", async () => {
    expect(await p().exists(`${origin}/mini/app/ok/index.html`, 2000)).toBe(true);
    expect(await p().exists(`${origin}/mini/app/missing/index.html`, 2000)).toBe(false);
  });

  it("falls back to GET when HEAD is not allowed", async () => {
    expect(await p().exists(`${origin}/mini/app/nohead/index.html`, 2000)).toBe(true);
  });

  it("is false after the timeout and for refused connections", async () => {
    expect(await p().exists(`${origin}/slow.html`, 100)).toBe(false);
    expect(await p().exists("http://127.0.0.1:1/x", 1000)).toBe(false);
  });
});

describe("NodeDomainProbe", () => {
  const p = new NodeDomainProbe();

  it("is reachable when favicon.ico answers 2xx, not when it is missing", async () => {
    expect(await p.isReachable(origin, 2000)).toBe(true);
    expect(await p.isReachable(`${origin}/nothing-here`, 2000)).toBe(false);
  });

  it("is not reachable past the timeout, on refused ports or bad URLs", async () => {
    const started = Date.now();
    expect(await p.isReachable(`${origin}/slow`, 100)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await p.isReachable("http://127.0.0.1:1", 1000)).toBe(false);
    expect(await p.isReachable("not a url", 1000)).toBe(false);
  });

  it("checks existence with HEAD, falling back to GET", async () => {
    expect(await p.exists(`${origin}/mini/app/ok/index.html`, 2000)).toBe(true);
    expect(await p.exists(`${origin}/mini/app/nohead/index.html`, 2000)).toBe(true);
    expect(await p.exists(`${origin}/mini/app/missing/index.html`, 2000)).toBe(false);
  });
});
