import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseCommandLine } from "../../server/config/command-line";
import { emptyDir, startHarness, type Harness } from "./support/server-harness";

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const fetchConfig = async (harness: Harness) => {
  const response = await fetch(`${harness.server.url}/runtime-config.json`);
  return {
    status: response.status,
    cache: response.headers.get("cache-control"),
    body: await response.text(),
  };
};

describe("/runtime-config.json", () => {
  it("is the built file when CALLBACK_ORIGINS is not set", async () => {
    const staticDir = emptyDir();
    writeFileSync(
      path.join(staticDir, "runtime-config.json"),
      '{"callbackOrigins":["https://built.example"]}',
    );
    h = await startHarness({ staticDir });
    const served = await fetchConfig(h);
    expect(served.status).toBe(200);
    expect(JSON.parse(served.body)).toEqual({ callbackOrigins: ["https://built.example"] });
    expect(served.cache).toBe("no-cache");
  });

  it("is written from the server's callback origins, and a dev patch changes or restores it", async () => {
    const staticDir = emptyDir();
    writeFileSync(path.join(staticDir, "runtime-config.json"), '{"callbackOrigins":[]}');
    h = await startHarness({ staticDir, callbackOrigins: ["https://partner.example"] });
    expect(JSON.parse((await fetchConfig(h)).body)).toEqual({ callbackOrigins: ["https://partner.example"] });
    await h.api("/dev/config", { body: { callbackOrigins: ["https://ops.example:8443"] } });
    expect(JSON.parse((await fetchConfig(h)).body)).toEqual({
      callbackOrigins: ["https://ops.example:8443"],
    });
    await h.api("/dev/config", { body: { callbackOrigins: null } });
    expect(JSON.parse((await fetchConfig(h)).body)).toEqual({ callbackOrigins: [] });
  });

  it("takes CALLBACK_ORIGINS or --callback-origins as a comma-separated list", () => {
    const fromEnv = parseCommandLine([], { CALLBACK_ORIGINS: "https://a.example, https://b.example ," });
    expect(fromEnv.ok && fromEnv.options.callbackOrigins).toEqual(["https://a.example", "https://b.example"]);
    const fromFlag = parseCommandLine(["--callback-origins", "https://c.example"], {});
    expect(fromFlag.ok && fromFlag.options.callbackOrigins).toEqual(["https://c.example"]);
  });
});
