/**
 * The command that writes the nginx, Caddy and `_headers` files again from an edited
 * runtime-config.json (scripts/deploy-artefacts.ts, docs/deploy.md): what a page names when its
 * host's CSP refuses an origin the file points to (ADR-0500). Literal in every language.
 */
export const REGENERATE_HOST_FILES = "npm run -s deploy-artefacts -- --runtime-config runtime-config.json";
