// Links to the app's own routes are built from the route manifest (web/routes/href-to.ts: hrefTo,
// pathTo), never spelled as strings (ADR-0510): a renamed route or a missing parameter is then a
// type error rather than a 404 found at run time. Reported in web/ outside the manifest: any
// `#/…` string, and a `/…` path given where a location goes (navigate, setLocation and the
// helpers that take one; an `href` or `to`).
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MANIFEST = "web/routes/route-manifest.ts";
/** Calls whose first argument is an in-app location. */
const LOCATION_CALLS = new Set(["navigate", "setLocation", "withQuery", "keepingLang", "useAttributedHref"]);
/** Attributes and properties that hold a location. */
const LOCATION_KEYS = new Set(["href", "to"]);
const HASH_ROUTE = /^#\/[A-Za-z]/;
const ROUTE_PATH = /^#?\/[A-Za-z]/;

/** The text a literal starts with: a string's value, a template's first part; else null. */
function leadingText(node) {
  if (node?.type === "Literal" && typeof node.value === "string") return node.value;
  if (node?.type === "TemplateLiteral") return node.quasis[0].value.cooked ?? "";
  if (node?.type === "JSXExpressionContainer") return leadingText(node.expression);
  return null;
}

const calleeName = (callee) =>
  callee.type === "Identifier"
    ? callee.name
    : callee.type === "MemberExpression" && callee.property.type === "Identifier"
      ? callee.property.name
      : null;

const keyName = (key) =>
  key.type === "Identifier" ? key.name : key.type === "Literal" ? String(key.value) : null;

export const typedLinks = {
  meta: {
    type: "problem",
    docs: { description: "links to the app's routes are built with hrefTo/pathTo, not string paths" },
    schema: [{ type: "object", properties: { root: { type: "string" } }, additionalProperties: false }],
    messages: {
      literal:
        "Route path '{{text}}' spelled as a string: build it with hrefTo or pathTo (web/routes/href-to.ts) from the route's name.",
    },
  },
  create(context) {
    const root = context.options[0]?.root ? path.resolve(context.options[0].root) : ROOT;
    const rel = path.relative(root, context.filename).split(path.sep).join("/");
    if (!rel.startsWith("web/") || rel === MANIFEST) return {};
    const report = (node, text) => context.report({ node, messageId: "literal", data: { text } });
    const checkLocation = (node) => {
      const text = leadingText(node);
      if (text !== null && ROUTE_PATH.test(text) && !HASH_ROUTE.test(text)) report(node, text);
    };
    const checkHash = (node, text) => {
      if (HASH_ROUTE.test(text)) report(node, text);
    };
    return {
      Literal: (node) => typeof node.value === "string" && checkHash(node, node.value),
      TemplateLiteral: (node) => checkHash(node, node.quasis[0].value.cooked ?? ""),
      CallExpression: (node) => {
        const name = calleeName(node.callee);
        if (name !== null && LOCATION_CALLS.has(name)) checkLocation(node.arguments[0]);
      },
      JSXAttribute: (node) => {
        if (node.name.type === "JSXIdentifier" && LOCATION_KEYS.has(node.name.name))
          checkLocation(node.value);
      },
      Property: (node) => {
        const name = keyName(node.key);
        if (name !== null && LOCATION_KEYS.has(name)) checkLocation(node.value);
      },
    };
  },
};

export default { rules: { "typed-links": typedLinks } };
