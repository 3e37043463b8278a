/**
 * Asked when a browser call to another origin got no answer (ADR-0500): does this page's own
 * Content-Security-Policy refuse that origin? The page's headers are read again with a HEAD
 * request (a script cannot read the policy it runs under), so nothing of this runs or loads until
 * a call has failed. A refused origin is named once in the console with the command that
 * regenerates the host configuration; the caller shows it on screen.
 */
import { REGENERATE_HOST_FILES } from "../../core/contract/regenerate-host-files";
import { connectSrcAllows } from "./connect-src-allows";

const named = new Set<string>();

export async function refusedByPagePolicy(
  url: string,
  page: URL = new URL(location.href),
  fetcher: typeof globalThis.fetch = globalThis.fetch,
): Promise<string | undefined> {
  const target = new URL(url, page);
  if (target.origin === page.origin) return undefined;
  let header: string | null;
  try {
    const response = await fetcher(`${page.origin}${page.pathname}${page.search}`, {
      method: "HEAD",
      cache: "no-store",
    });
    header = response.headers.get("content-security-policy");
  } catch {
    return undefined;
  }
  if (header === null || connectSrcAllows(header, target, page)) return undefined;
  if (!named.has(target.origin)) {
    named.add(target.origin);
    console.error(
      `runtime-config.json points this app at ${target.origin}, which this site's Content-Security-Policy (connect-src) does not allow: the host configuration was generated for other origins. Regenerate it with the edited runtime-config.json and reload the host (docs/deploy.md): ${REGENERATE_HOST_FILES}`,
    );
  }
  return target.origin;
}
