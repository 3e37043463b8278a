import { describe, expect, it } from "vitest";
import { chunkGroups } from "../../../web/build/chunk-groups";

/** A module graph: id → static imports, dynamic imports. The first id is the entry. */
type Graph = Record<string, { imports?: string[]; dynamic?: string[] }>;

const NM = "/app/node_modules";
const GRAPH: Graph = {
  "/app/index.html": { imports: ["/app/web/main.tsx"] },
  "/app/web/main.tsx": {
    imports: [`${NM}/react-dom/client.js`, "/app/core/locale/resolve-locale.ts"],
    dynamic: [
      "/app/web/screens/auth/auth.screen.tsx",
      "/app/web/screens/landing/landing.screen.tsx",
      "/app/web/composition-root.ts",
    ],
  },
  [`${NM}/react-dom/client.js`]: {},
  "/app/core/locale/resolve-locale.ts": {},
  "/app/web/screens/landing/landing.screen.tsx": { imports: ["/app/core/locale/resolve-locale.ts"] },
  "/app/web/screens/auth/auth.screen.tsx": { imports: ["/app/web/screens/auth/login-form.tsx"] },
  "/app/web/screens/auth/login-form.tsx": {
    imports: ["/app/core/validation/email.rule.ts", "/app/web/components/form/text-field.tsx"],
  },
  "/app/web/components/form/text-field.tsx": {},
  "/app/core/validation/email.rule.ts": { imports: [`${NM}/effect/dist/Schema.js`] },
  [`${NM}/effect/dist/Schema.js`]: {},
  "/app/web/composition-root.ts": {
    imports: ["/app/adapters/modules/browser.module.ts", "/app/core/validation/email.rule.ts"],
  },
  "/app/adapters/modules/browser.module.ts": {
    imports: ["/app/core/auth/auth-state.ts", `${NM}/ofetch/dist/index.mjs`],
    dynamic: ["/app/adapters/cipher/crypto-js-cipher.ts"],
  },
  "/app/core/auth/auth-state.ts": { imports: ["/app/core/sso/sso.schema.ts"] },
  "/app/core/sso/sso.schema.ts": { imports: [`${NM}/effect/dist/Schema.js`] },
  [`${NM}/ofetch/dist/index.mjs`]: {},
  "/app/adapters/cipher/crypto-js-cipher.ts": { imports: [`${NM}/crypto-js/index.js`] },
  [`${NM}/crypto-js/index.js`]: {},
};

/** Runs the plugin's buildEnd over GRAPH, then names the group each module would join. */
function groupOf(graph: Graph): (id: string) => string | undefined {
  const { plugin, groups } = chunkGroups();
  const ids = Object.keys(graph);
  const importers = (id: string, kind: "imports" | "dynamic") =>
    ids.filter((other) => graph[other]?.[kind]?.includes(id));
  const context = {
    getModuleIds: () => ids.values(),
    getModuleInfo: (id: string) => ({
      isEntry: id === ids[0],
      importedIds: graph[id]?.imports ?? [],
      importers: importers(id, "imports"),
      dynamicImporters: importers(id, "dynamic"),
    }),
  };
  const buildEnd = plugin.buildEnd;
  if (typeof buildEnd !== "function") throw new Error("chunkGroups' plugin has no buildEnd");
  Reflect.apply(buildEnd, context, []);
  return (id) => [...groups].sort((a, b) => b.priority - a.priority).find((g) => g.test(id))?.name;
}

describe("chunkGroups", () => {
  const group = groupOf(GRAPH);

  it("groups the entry's libraries as vendor and leaves the entry's own modules to the bundler", () => {
    expect(group(`${NM}/react-dom/client.js`)).toBe("vendor");
    expect(group("/app/core/locale/resolve-locale.ts")).toBeUndefined();
    expect(group("/app/web/main.tsx")).toBeUndefined();
  });

  it("puts what a screen imports outside the web layer in shared, and the form kit in auth-forms", () => {
    expect(group("/app/core/validation/email.rule.ts")).toBe("shared");
    expect(group(`${NM}/effect/dist/Schema.js`)).toBe("shared");
    expect(group("/app/web/screens/auth/login-form.tsx")).toBe("auth-forms");
    expect(group("/app/web/components/form/text-field.tsx")).toBe("auth-forms");
  });

  it("gives services only what no screen reaches, so shared never imports services", () => {
    expect(group("/app/adapters/modules/browser.module.ts")).toBe("services");
    expect(group("/app/core/auth/auth-state.ts")).toBe("services");
    expect(group("/app/core/sso/sso.schema.ts")).toBe("services");
    expect(group(`${NM}/ofetch/dist/index.mjs`)).toBe("services");
  });

  it("keeps dynamic imports' targets in chunks of their own and what only they reach lazy", () => {
    for (const id of [
      "/app/web/screens/auth/auth.screen.tsx",
      "/app/web/screens/landing/landing.screen.tsx",
      "/app/web/composition-root.ts",
      "/app/adapters/cipher/crypto-js-cipher.ts",
      `${NM}/crypto-js/index.js`,
    ])
      expect(group(id), id).toBeUndefined();
  });

  /**
   * ADR-0435: a later screen (the creator form) and an auth form loaded as its route's part. What
   * only they reach is kept out of the groups a first visit fetches.
   */
  const LATER: Graph = {
    ...GRAPH,
    "/app/web/main.tsx": {
      ...GRAPH["/app/web/main.tsx"],
      dynamic: [...(GRAPH["/app/web/main.tsx"]?.dynamic ?? []), "/app/web/screens/creator/invite.screen.tsx"],
    },
    "/app/web/screens/landing/landing.screen.tsx": {
      imports: ["/app/core/locale/resolve-locale.ts"],
      dynamic: ["/app/core/query/app-query.ts"],
    },
    "/app/web/screens/auth/auth.screen.tsx": {
      imports: ["/app/web/screens/auth/login-form.tsx", "/app/core/query/app-query.ts"],
      dynamic: ["/app/web/screens/auth/signup-form.tsx"],
    },
    "/app/core/query/app-query.ts": { imports: [`${NM}/effect/dist/Schema.js`] },
    "/app/web/screens/auth/signup-form.tsx": {
      imports: [
        "/app/web/screens/auth/password-checklist.tsx",
        "/app/web/components/form/text-field.tsx",
        "/app/core/validation/password.rule.ts",
      ],
    },
    "/app/web/screens/auth/password-checklist.tsx": { imports: ["/app/core/validation/password.rule.ts"] },
    "/app/core/validation/password.rule.ts": {},
    "/app/web/screens/creator/invite.screen.tsx": {
      imports: [
        "/app/web/components/form/text-field.tsx",
        "/app/web/components/form/select-field.tsx",
        "/app/core/validation/creator-form.rule.ts",
        "/app/core/creator/invite-code.ts",
      ],
    },
    "/app/web/components/form/select-field.tsx": {},
    "/app/core/validation/creator-form.rule.ts": {},
    "/app/core/creator/invite-code.ts": {},
    "/app/web/composition-root.ts": {
      imports: [
        "/app/adapters/modules/browser.module.ts",
        "/app/core/validation/email.rule.ts",
        "/app/core/validation/creator-form.rule.ts",
      ],
    },
  };

  describe("what a first visit fetches (ADR-0435)", () => {
    const later = groupOf(LATER);

    it("keeps what only a later form part reaches out of auth-forms and shared", () => {
      expect(later("/app/web/screens/auth/password-checklist.tsx")).toBe("auth-forms-later");
      expect(later("/app/core/validation/password.rule.ts")).toBe("shared-later");
      // The part itself is a dynamic import's target: a chunk of its own.
      expect(later("/app/web/screens/auth/signup-form.tsx")).toBeUndefined();
    });

    it("keeps what only a later screen reaches out of the first visit's groups", () => {
      expect(later("/app/web/components/form/select-field.tsx")).toBe("auth-forms-later");
      expect(later("/app/core/creator/invite-code.ts")).toBe("shared-later");
    });

    it("leaves in the first visit's groups what the log-in form or the services reach too", () => {
      expect(later("/app/web/components/form/text-field.tsx")).toBe("auth-forms");
      expect(later("/app/web/screens/auth/login-form.tsx")).toBe("auth-forms");
      // The creator form's rule is also the services' (its use-case): fetched at the first visit.
      expect(later("/app/core/validation/creator-form.rule.ts")).toBe("shared");
      expect(later("/app/core/validation/email.rule.ts")).toBe("shared");
    });

    it("puts a lazy module the first screens also import statically into its group, not a file of its own", () => {
      expect(later("/app/core/query/app-query.ts")).toBe("shared");
      expect(later("/app/web/screens/auth/auth.screen.tsx")).toBeUndefined();
    });
  });
});
