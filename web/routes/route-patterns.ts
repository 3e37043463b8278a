/**
 * The routes by name, handed over by the route manifest when it loads, so that links (href-to.ts)
 * need not import the manifest: lazy chunks that did pulled the manifest's own imports out of the
 * entry into a file of their own, one more script on every first visit (ADR-0510). The manifest is
 * in the entry, so it has loaded before anything renders a link.
 */
export const ROUTE_PATTERNS: Record<string, { readonly paths: readonly [string, ...string[]] }> = {};
