// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import jsQR from "jsqr";
import { afterEach, describe, expect, it } from "vitest";
import { downloadQrPayload } from "../../../../web/screens/download/download-qr-payload";
import { QrCode } from "../../../../web/screens/download/qr-code";

afterEach(cleanup);

/** Rasterises the SVG the component drew (unit squares in one path) and decodes it with jsQR. */
function decode(svg: SVGSVGElement): string | null {
  const extent = Number(svg.getAttribute("viewBox")!.split(" ")[2]);
  const scale = 6;
  const size = extent * scale;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  const d = svg.querySelector("path")!.getAttribute("d")!;
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * size + Number(x) * scale + dx) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
    }
  }
  return jsQR(pixels, size, size)?.data ?? null;
}

describe("downloadQrPayload", () => {
  it("is the page's own address", () => {
    expect(downloadQrPayload("https://h5.example.com/#/download")).toBe("https://h5.example.com/#/download");
  });

  it("keeps the in-hash query (invite and market parameters) and the path", () => {
    expect(downloadQrPayload("https://h5.example.com/app/?x=1#/download?groupLink=abc&marketCode=m1")).toBe(
      "https://h5.example.com/app/?x=1#/download?groupLink=abc&marketCode=m1",
    );
  });

  it("points at the download route even when the hash holds something else", () => {
    expect(downloadQrPayload("http://127.0.0.1:5173/#download-scan")).toBe(
      "http://127.0.0.1:5173/#/download",
    );
    expect(downloadQrPayload("http://127.0.0.1:5173/")).toBe("http://127.0.0.1:5173/#/download");
  });

  it("is plain ASCII so every scanner reads it alike", () => {
    const payload = downloadQrPayload("https://h5.example.com/#/download?groupLink=社区");
    expect(payload).toMatch(/^[\x20-\x7e]+$/);
    expect(decodeURIComponent(payload)).toContain("社区");
  });
});

describe("QrCode", () => {
  it.each([
    "https://h5.example.com/#/download",
    "http://127.0.0.1:4173/#/download?groupLink=abc&marketCode=m1",
  ])("draws a code that decodes back to %s", (value) => {
    const { container } = render(<QrCode value={value} label="QR" />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("role")).toBe("img");
    expect(svg.getAttribute("aria-label")).toBe("QR");
    expect(decode(svg)).toBe(value);
  });
});
