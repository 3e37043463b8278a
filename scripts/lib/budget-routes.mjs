// What the budget measures per route. Convention agreed with the web app: each route's screen is a
// lazily imported module, so it is its own chunk in Vite's manifest, keyed by its source path.
// If a screen moves, change `lazy` here; the budget fails loudly when a listed module has no chunk
// rather than silently measuring too little.
import { KB } from "./compressed-size.mjs";

export const LOCALES = ["zh-CN", "en-US", "en-AU", "zh-TW", "ja", "ko", "ru"];

export const BUDGET_ROUTES = [
  {
    route: "#/home",
    lazy: ["web/screens/landing/landing.screen.tsx"],
    // Namespaces the app fetches before the first paint of this route (active locale only).
    namespaces: ["common", "landing"],
    // Every script fetched until network idle (services, prefetched screens included). The byte
    // limit is the issue's own figure again (ADR-0128; ADR-0395 and ADR-0399 had raised it as a
    // stop-gap, ADR-0435 brought the bytes back under it: 174.5 KB on #/home, 170.4 on #/login);
    // ADR-0496 had held it 0.5 KB above while the wake-on-input start-up's merges were paid back;
    // the region search's alias table leaving the first load (ADR-0498) paid it. `targetGzip` is the longer-term goal, printed beside it and not
    // met yet. The script count is held to the target itself (met since the chunk groups, ADR-0166).
    limitGzip: 176 * KB,
    maxScripts: 12,
    targetGzip: 140 * KB,
    targetScripts: 12,
  },
  {
    route: "#/login",
    lazy: ["web/screens/auth/auth.screen.tsx"],
    namespaces: ["common", "auth", "validation", "errors"],
    limitGzip: 172 * KB,
    maxScripts: 12,
    targetGzip: 150 * KB,
    targetScripts: 12,
  },
];
