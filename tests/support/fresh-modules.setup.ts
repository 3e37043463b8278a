// The fast tier shares one module registry and one DOM per worker (isolate: false, ADR-0397):
// Node packages (React, ESLint, effect, commander) load once per worker instead of once per file.
// What a file could leave behind for the next is reset here, before each file: our own modules are
// evaluated afresh (a module-level cache such as the kept attribution or a signal's value), and the
// page, its storage, its address, timers and stubs start clean.
import { vi } from "vitest";

vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
if (typeof document !== "undefined") {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, "", "/");
  window.scrollTo(0, 0);
}
// In the app the entry loads the route manifest before anything renders a link; a test that
// renders one without the rest of the app gets the same (web/routes/route-patterns.ts, ADR-0510).
await import("../../web/routes/route-manifest");
