// Loaded before each e2e test file (setupFiles): closes the pages a test opened, and the file's
// browser connection at the end, so contexts never pile up in the shared Chromium.
import { afterAll, afterEach } from "vitest";
import { closeOpenContexts, disconnectBrowser } from "./browser";

afterEach(async () => {
  await closeOpenContexts();
});

afterAll(async () => {
  await disconnectBrowser();
});
