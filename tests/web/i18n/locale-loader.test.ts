import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES as LOCALES } from "../../../core/locale/supported-locales";
import { lazyLocaleBackend } from "../../../web/i18n/locale-loader";
import { SHELL_NAMESPACES } from "../../../web/i18n/i18n";
import { ROUTE_MANIFEST } from "../../../web/routes/route-manifest";

/** What the backend hands i18next for one namespace of one language. */
function read(lng: string, ns: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    void lazyLocaleBackend.read(lng, ns, (error, data) => (error ? reject(error) : resolve(data)));
  });
}

const routeNamespaces = Object.values(ROUTE_MANIFEST).flatMap((entry) => entry.namespaces);

describe("lazyLocaleBackend", () => {
  it("loads every namespace the shell and the routes name, in every locale (ADR-0370)", async () => {
    const namespaces = new Set<string>([...SHELL_NAMESPACES, ...routeNamespaces]);
    for (const lng of LOCALES)
      for (const ns of namespaces)
        expect(Object.keys((await read(lng, ns)) ?? {}).length, `${lng}/${ns}`).toBeGreaterThan(0);
  });

  it("has no CLI or server strings to load, so the web build carries none (ADR-0370)", async () => {
    for (const lng of LOCALES) {
      expect(await read(lng, "cli")).toEqual({});
      expect(await read(lng, "server")).toEqual({});
    }
  });
});
