/**
 * Fetches `runtime-config.json` beside the page; its shape and reading rules are in the contract
 * (core/contract/runtime-config-file.ts).
 */
import {
  EMPTY_RUNTIME_CONFIG,
  readRuntimeConfig,
  RUNTIME_CONFIG_FILE,
  type RuntimeConfigRead,
} from "../../core/contract/runtime-config-file";

/**
 * Fetches and reads the file next to the page. `no-store` so an operator's edit applies on the next
 * load (the service worker leaves this file to the network as well). A missing file (404) means
 * the defaults; any other failed answer is reported, since the defaults may be wrong for this
 * deployment. No answer at all (offline) is not: every API call fails then and says so itself.
 */
export async function loadRuntimeConfig(
  url: string,
  fetcher: typeof globalThis.fetch = globalThis.fetch,
): Promise<RuntimeConfigRead> {
  try {
    const response = await fetcher(url, { cache: "no-store", credentials: "omit" });
    if (response.status === 404) return { config: EMPTY_RUNTIME_CONFIG, problems: [] };
    if (!response.ok)
      return {
        config: EMPTY_RUNTIME_CONFIG,
        problems: [
          { file: RUNTIME_CONFIG_FILE, field: null, detail: `could not be read (HTTP ${response.status})` },
        ],
      };
    return readRuntimeConfig(await response.text());
  } catch {
    return { config: EMPTY_RUNTIME_CONFIG, problems: [] };
  }
}
