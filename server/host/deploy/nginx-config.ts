import { NOT_FOUND_PAGE } from "../builtin-assets";
import { CACHE_DEFAULT, CACHE_NOT_FOUND } from "../cache-policy";
import { CONTENT_TYPES } from "../content-types";
import { LANGUAGE_DEFAULT, LANGUAGE_KEY_NGINX, languageRules } from "./language-rules";
import { bundledServerCommand, type SiteDescription } from "./site-description";

export interface NginxOptions {
  /** `listen` value: a port ("8080") or an address with port ("127.0.0.1:8080"). */
  readonly listen: string;
  /** Absolute path of the uploaded web root (a copy of dist/web). */
  readonly root: string;
  /** Emit `brotli_static on;`: needs Debian's libnginx-mod-http-brotli-static loaded. */
  readonly brotli: boolean;
  /**
   * Prefix of the upstream's and the maps' names (`{name}_backend`, `${name}_locale`): they are
   * global to nginx's http block, so each environment sharing one nginx needs its own (ADR-0465).
   */
  readonly name?: string;
}

/** What `--name` may be: an nginx identifier, short enough to read in `nginx -T`. */
export const DEPLOY_NAME = /^[a-z][a-z0-9_]{0,31}$/;
export const DEFAULT_DEPLOY_NAME = "lumen";

const quote = (value: string): string => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
/** Regexes are quoted as is: nginx keeps a backslash before anything but a quote, t, r or n. */
const quoteRegex = (value: string): string => `"${value.replace(/"/g, '\\"')}"`;

function headerLines(site: SiteDescription, cacheControl: string | null, indent: string): string[] {
  // add_header in a location replaces every inherited one, so each location lists them all.
  const lines = site.headers.map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`);
  if (cacheControl !== null) lines.push(`${indent}add_header Cache-Control ${quote(cacheControl)} always;`);
  return lines;
}

/** A missing file gets the bundled server's answer (its page, no-cache), not the location's Cache-Control. */
const NOT_FOUND = "        error_page 404 @not_found;";

/** A location answering from the web root with the site's headers and this Cache-Control. */
function fileLocation(site: SiteDescription, match: string, cacheControl: string): string {
  return [
    `    location ${match} {`,
    ...headerLines(site, cacheControl, "        "),
    "        try_files $uri =404;",
    NOT_FOUND,
    "    }",
  ].join("\n");
}

/**
 * The bundled server's content types (content-types.ts) as nginx `types`, replacing mime.types for
 * this server: Debian's says application/javascript and has no .webmanifest (ADR-0468). The charset
 * goes where the table has one, through `charset_types`.
 */
function typesBlock(): string[] {
  const byType = new Map<string, string[]>();
  for (const [extension, value] of Object.entries(CONTENT_TYPES)) {
    const type = value.split(";")[0] ?? value;
    byType.set(type, [...(byType.get(type) ?? []), extension.slice(1)]);
  }
  const charsetTypes = [
    ...new Set(
      Object.values(CONTENT_TYPES)
        .filter((value) => /charset=utf-8/i.test(value))
        .map((value) => value.split(";")[0] ?? value)
        .filter((type) => type !== "text/html"),
    ),
  ];
  return [
    "    types {",
    ...[...byType].map(([type, extensions]) => `        ${type} ${extensions.join(" ")};`),
    "    }",
    "    default_type application/octet-stream;",
    "    charset utf-8;",
    `    charset_types ${charsetTypes.join(" ")};`,
  ];
}

/**
 * An nginx server block (and the upstream and maps it needs) for one build: include it inside
 * `http { }` next to mime.types, as Debian's nginx.conf does with sites-enabled/.
 */
export function nginxConfig(site: SiteDescription, options: NginxOptions): string {
  const name = options.name ?? DEFAULT_DEPLOY_NAME;
  if (!DEPLOY_NAME.test(name))
    throw new Error(
      `the name must be lower-case letters, digits and _ (a letter first, at most 32), not ${name}`,
    );
  const upstream = `${name}_backend`;
  const localeVariable = `$${name}_locale`;
  const connectionVariable = `$${name}_connection`;
  const backendHost = site.backend.host;
  const port = site.backend.port || (site.backend.protocol === "https:" ? "443" : "80");
  const scheme = site.backend.protocol.slice(0, -1);
  const hidden = site.headers.map(([name]) => `        proxy_hide_header ${name};`);
  const proxyCommon = [
    `        proxy_pass ${scheme}://${upstream};`,
    "        proxy_http_version 1.1;",
    `        proxy_set_header Host ${quote(backendHost)};`,
    "        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
    "        proxy_set_header X-Forwarded-Proto $scheme;",
    "        proxy_set_header X-Forwarded-Host $host;",
    // nginx's own id for the request: a client's X-Request-Id never reaches a backend that trusts it.
    "        proxy_set_header X-Request-Id $request_id;",
    ...(scheme === "https"
      ? ["        proxy_ssl_server_name on;", `        proxy_ssl_name ${quote(site.backend.hostname)};`]
      : []),
    // The backend's own copies would double every header the site sends.
    ...hidden,
    ...headerLines(site, null, "        "),
  ];
  const specialFiles = site.files.filter((file) => file.cacheControl !== CACHE_DEFAULT);
  return `# nginx configuration for the Lumen H5 web app, generated from one build by
# scripts/deploy-artefacts.ts (docs/deploy.md). Regenerate it after every build: the CSP carries the
# build's boot script hash. Include it inside http { } (Debian: /etc/nginx/sites-enabled/).
#
# Backend (LUMEN_BACKEND when generated): ${site.backend.origin}
# When the backend is the bundled server, start it behind this file with --trust-proxy, so each
# client gets its own rate limits instead of all sharing nginx's address (docs/deploy.md):
#   ${bundledServerCommand(site, `http://<this site's address>`)}
# Languages with a prerendered page: ${site.locales.join(", ")}

upstream ${upstream} {
    server ${site.backend.hostname.includes(":") ? `[${site.backend.hostname}]` : site.backend.hostname}:${port};
    keepalive 16;
}

# The page for / : the app's language cookie, else the browser's first language we have
# (server/host/deploy/language-rules.ts; the bundled server decides the same way).
map ${quote(LANGUAGE_KEY_NGINX)} ${localeVariable} {
    default ${LANGUAGE_DEFAULT};
${languageRules()
  .map((rule) => `    ${quoteRegex(`~*${rule.pattern}`)} ${rule.locale};`)
  .join("\n")}
}

map $http_upgrade ${connectionVariable} {
    default upgrade;
    "" close;
}

server {
    listen ${options.listen};
    server_name _;
    root ${quote(options.root)};
    server_tokens off;
${typesBlock().join("\n")}
    # The .gz siblings written at build time; nothing is compressed per request.
    gzip_static on;
    gzip_vary on;
${options.brotli ? "    brotli_static on;" : "    # brotli_static on;  # with Debian's libnginx-mod-http-brotli-static: regenerate with --nginx-brotli"}

    location = / {
${headerLines(site, "no-cache", "        ").join("\n")}
        add_header Vary ${quote(site.indexVary)} always;
        try_files /index.${localeVariable}.html /index.html =404;
${NOT_FOUND}
    }

    location ^~ ${site.assetsPrefix} {
${headerLines(site, site.assetsCacheControl, "        ").join("\n")}
        try_files $uri =404;
${NOT_FOUND}
    }

    # The backend's developer endpoints are never published (the bundled server's proxy refuses them too).
    location ^~ /api/dev/ {
${headerLines(site, "no-store", "        ").join("\n")}
        return 404;
    }

    location ^~ /api/ {
${proxyCommon.join("\n")}
        proxy_set_header Connection "";
    }

    location = /ws/echo {
${proxyCommon.join("\n")}
        proxy_set_header Upgrade $http_upgrade;
        proxy_set_header Connection ${connectionVariable};
        proxy_read_timeout 1h;
    }

${specialFiles.map((file) => fileLocation(site, `= ${file.path}`, file.cacheControl)).join("\n\n")}

${
  site.appRoutes === null
    ? ""
    : `    # A real path that names an app route goes to its hash route (/login -> /#/login), query kept,
    # as the bundled server answers it.
    location ~* ${quote(site.appRoutes)} {
${headerLines(site, "no-cache", "        ").join("\n")}
        return 302 /#$request_uri;
    }

`
}    location @not_found {
${headerLines(site, CACHE_NOT_FOUND, "        ").join("\n")}
        # The page's type, whatever the missing file's extension would have been.
        types { }
        default_type text/html;
        return 404 ${quote(NOT_FOUND_PAGE)};
    }

${fileLocation(site, "/", CACHE_DEFAULT)}
}
`;
}
