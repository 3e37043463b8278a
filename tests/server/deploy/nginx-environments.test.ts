/**
 * One nginx, many environments (ADR-0465): the generated files for two environments, each with its
 * own `--name`, pass real nginx's `nginx -t` included together in one http block. With the same name
 * they do not (the upstream and the maps are global to the http block), which is why the names exist.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nginxConfig } from "../../../server/host/deploy/nginx-config";
import { describeSite } from "../../../server/host/deploy/site-description";

const NGINX = "/usr/sbin/nginx";
const HASH = "'sha256-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789+/abcde='";

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "deploy-env-"));
  for (const file of [
    "index.html",
    "index.ja.html",
    "sw.js",
    "manifest.webmanifest",
    "assets/index-AbC.js",
  ]) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), "x");
  }
  return dir;
}

function serverBlock(name: string | undefined, backend: string, listen: string, web: string): string {
  const site = describeSite({
    webDir: web,
    scriptHashes: [HASH],
    runtime: { apiBase: `${backend}/api`, callbackOrigins: [] },
    backend,
  });
  return nginxConfig(site, { listen, root: web, brotli: false, ...(name === undefined ? {} : { name }) });
}

/** `nginx -t` on an http block that includes these server blocks, with its own prefix and logs. */
function nginxTest(blocks: readonly string[]): { status: number | null; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "nginx-t-"));
  mkdirSync(path.join(dir, "logs"));
  const includes = blocks.map((text, i) => {
    const file = path.join(dir, `env-${i}.conf`);
    writeFileSync(file, text);
    return `    include ${file};`;
  });
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
${includes.join("\n")}
}
`,
  );
  const run = spawnSync(NGINX, ["-t", "-p", dir, "-c", conf], { encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe.skipIf(!existsSync(NGINX))("two environments on one nginx", () => {
  const web = fakeBuild();

  it("pass nginx -t together when each has its own --name", () => {
    const staging = serverBlock("staging", "http://127.0.0.1:18091", "127.0.0.1:18081", web);
    const prod = serverBlock("prod", "http://127.0.0.1:18092", "127.0.0.1:18082", web);
    expect(staging).toContain("upstream staging_backend {");
    expect(prod).toContain("proxy_pass http://prod_backend;");
    const result = nginxTest([staging, prod]);
    expect(result.output).toMatch(/syntax is ok/);
    expect(result.status, result.output).toBe(0);
  });

  it("fail it with the same name, as the fixed names did", () => {
    const result = nginxTest([
      serverBlock(undefined, "http://127.0.0.1:18091", "127.0.0.1:18081", web),
      serverBlock(undefined, "http://127.0.0.1:18092", "127.0.0.1:18082", web),
    ]);
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/duplicate upstream "lumen_backend"/);
  });

  it("refuses a name nginx could not take as an identifier", () => {
    expect(() => serverBlock("prod-eu", "https://api.example.com", "8080", web)).toThrow(
      /lower-case letters/,
    );
  });
});
