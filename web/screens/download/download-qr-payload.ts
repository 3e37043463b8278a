import { pathTo } from "../../routes/href-to";

/**
 * What the QR code encodes: this page's own address, so a visitor on a computer opens the same
 * page (with the same invite and market parameters) on their phone. Anchors or other routes in
 * the hash are replaced by the download route, and the result is plain ASCII (percent-encoded)
 * so every scanner reads it the same way.
 */
export const DOWNLOAD_ROUTE = pathTo("download");

export function downloadQrPayload(pageHref: string): string {
  const url = new URL(pageHref);
  const inHash = url.hash.replace(/^#/, "");
  const [path = "", query = ""] = inHash.split("?", 2);
  const keepQuery = path.replace(/\/+$/, "") === DOWNLOAD_ROUTE && query !== "";
  url.hash = keepQuery ? `${DOWNLOAD_ROUTE}?${query}` : DOWNLOAD_ROUTE;
  return url.href;
}
