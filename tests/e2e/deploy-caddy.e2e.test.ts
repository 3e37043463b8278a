// The generated Caddyfile in real Caddy (Debian's 2.6) in front of the bundled server answers every
// kind of file, and a missing one, as the bundled server does (ADR-0468): the manifest with its
// content type, a 404 with the security headers, no-cache and the server's page.
import fs from "node:fs";
import { afterAll, beforeAll, describe, it } from "vitest";
import {
  CADDY,
  expectSameAnswers,
  startCaddy,
  startLocalServer,
  type LocalServer,
  type RunningCaddy,
} from "./deploy-steps";

let backend: LocalServer;
let caddy: RunningCaddy;

describe.skipIf(!fs.existsSync(CADDY))("the build behind real Caddy", () => {
  beforeAll(async () => {
    backend = await startLocalServer();
    caddy = await startCaddy(backend.url);
  });

  afterAll(async () => {
    await caddy?.stop();
    await backend?.close();
  });

  it("sends the bundled server's status, content type, CSP, cache and Vary headers on every kind of file, and on a missing one", async () => {
    await expectSameAnswers(caddy.url, backend.url);
  });
});
