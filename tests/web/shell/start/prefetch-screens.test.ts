// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  prefetchLocation,
  prefetchOnIntent,
  prefetchWhenIdle,
} from "../../../../web/shell/start/prefetch-screens";

const loads = vi.hoisted(() => ({ chunks: [] as string[], parts: [] as string[] }));

// Each screen chunk and form part records that it was asked for; the routes, their parts' wiring
// and the namespaces are the real manifest's.
vi.mock("../../../../web/routes/screen-registry", () => ({
  screenChunkOf: (name: string) => ({
    load: () => {
      loads.chunks.push(name);
      return Promise.resolve({ default: () => null });
    },
  }),
}));
vi.mock("../../../../web/i18n/locale-loader", () => ({ preloadNamespaces: () => {} }));
vi.mock("../../../../web/screens/auth/auth.screen", () => {
  const part = (mode: string) => ({
    load: () => {
      loads.parts.push(mode);
      return Promise.resolve({});
    },
  });
  return {
    default: () => null,
    AUTH_FORM_PARTS: {
      signupVerify: part("signupVerify"),
      signup: part("signup"),
      forgot: part("forgot"),
      unlock: part("unlock"),
    },
  };
});

const options = { locale: () => "en-US", hasNamespace: () => false };
/** Lets the part's loader (which first awaits the auth screen's chunk) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("route parts (ADR-0435)", () => {
  beforeEach(() => {
    loads.chunks = [];
    loads.parts = [];
  });

  it("starts the sign-up form beside the auth screen when the visit opens on it", async () => {
    prefetchLocation("/signup", { locale: () => "en-US", hasNamespace: () => false });
    await settle();
    expect(loads.chunks).toEqual(["signup"]);
    expect(loads.parts).toEqual(["signup"]);
  });

  it("starts no part for the log-in, whose form is in the auth screen's own chunks", async () => {
    prefetchLocation("/login", { locale: () => "en-US", hasNamespace: () => false });
    await settle();
    expect(loads.chunks).toEqual(["login"]);
    expect(loads.parts).toEqual([]);
  });

  it("fetches a form part on intent: a pointer over its link", async () => {
    const stop = prefetchOnIntent(options);
    const link = document.createElement("a");
    link.setAttribute("href", "#/forgot");
    document.body.append(link);
    try {
      link.dispatchEvent(new Event("pointerover", { bubbles: true }));
      await settle();
      expect(loads.chunks).toEqual(["forgot"]);
      expect(loads.parts).toEqual(["forgot"]);
    } finally {
      stop();
      link.remove();
    }
  });

  it("leaves the part out of the idle prefetch, which every first visit pays for", async () => {
    prefetchWhenIdle(["/login", "/signup-verify"], options, (run) => run());
    await settle();
    expect(loads.chunks).toEqual(["login", "signupVerify"]);
    expect(loads.parts).toEqual([]);
  });
});
