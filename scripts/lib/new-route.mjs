// Writes a new route (npm run new:route): its entry in web/routes/route-manifest.ts, its screen
// file, and its title in locales/en-US/common.json, then copies that string into the other six
// locales marked untranslated. The screen shows the title as its heading until it is filled in.
import fs from "node:fs";
import path from "node:path";
import { syncLocales } from "./locale-sync.mjs";

export const ROUTE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** The route-entry.ts SkeletonShape values a new route may choose. */
export const SKELETONS = ["document", "member", "auth", "landing"];
/** Where the manifest's object ends: the new entry goes before it. */
const END = "});\n\nexport type RouteName";

const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (kebab) => camel(kebab).replace(/^./, (c) => c.toUpperCase());
const sentence = (kebab) => kebab.replaceAll("-", " ").replace(/^./, (c) => c.toUpperCase());

function screenSource(name, key) {
  return `import { useTranslation } from "react-i18next";
import "../../components/page/page.css";

/** #/${name}: (say what the visitor does here, and name the rule of docs/product.md it follows). */
export default function ${pascal(name)}Screen() {
  const { t } = useTranslation("common");
  // Next: the screen's own text in a namespace of locales/ (listed in the manifest entry's
  // \`namespaces\`), then npm run i18n:sync and a translator for the other six languages.
  return (
    <section className="page">
      <h1 className="page-title">{t("${key}")}</h1>
    </section>
  );
}
`;
}

function entrySource(name, skeleton) {
  return [
    `  ${camel(name)}: {`,
    `    paths: ["/${name}"],`,
    `    guard: "public",`,
    `    title: "common:title.${camel(name)}",`,
    `    layout: "page",`,
    `    screen: () => import("../screens/${name}/${name}.screen"),`,
    `    skeleton: "${skeleton}",`,
    `    namespaces: [],`,
    "  },",
    "",
  ].join("\n");
}

/** Returns the files written and the untranslated copies made ("locale/namespace.json key"). */
export function newRoute(root, name, { title = sentence(name), skeleton = "document" } = {}) {
  if (!ROUTE_NAME.test(name)) throw new Error(`"${name}" is not a kebab-case route name`);
  if (!SKELETONS.includes(skeleton))
    throw new Error(`skeleton "${skeleton}" is not one of ${SKELETONS.join(", ")}`);
  const manifestFile = path.join(root, "web/routes/route-manifest.ts");
  const screenFile = path.join(root, `web/screens/${name}/${name}.screen.tsx`);
  const commonFile = path.join(root, "locales/en-US/common.json");
  const manifest = fs.readFileSync(manifestFile, "utf8");
  if (
    fs.existsSync(screenFile) ||
    manifest.includes(`\n  ${camel(name)}: {`) ||
    manifest.includes(`"/${name}`)
  )
    throw new Error(`the route ${name} exists already`);
  if (!manifest.includes(END)) throw new Error(`${manifestFile} has no "${END}" to add the entry before`);

  fs.mkdirSync(path.dirname(screenFile), { recursive: true });
  fs.writeFileSync(screenFile, screenSource(name, `title.${camel(name)}`));
  fs.writeFileSync(manifestFile, manifest.replace(END, `${entrySource(name, skeleton)}${END}`));
  const common = JSON.parse(fs.readFileSync(commonFile, "utf8"));
  common.title[camel(name)] = title;
  fs.writeFileSync(commonFile, `${JSON.stringify(common, null, 2)}\n`);
  const written = [manifestFile, screenFile, commonFile].map((file) => path.relative(root, file));
  return { written, untranslated: syncLocales(root) };
}
