/**
 * One or two runnable lines per command, shown under "Examples:" in its --help. Command lines are
 * the same in every language, so they live here rather than in locales/. They run as written,
 * in this order, against the local server (tests/cli/help-examples.test.ts), with LUMEN_BASE_URL
 * and LUMEN_STATE_DIR set as a shell profile would set them.
 */
import type { CommandName } from "../command-names";

export const COMMAND_EXAMPLES: Readonly<Record<CommandName, readonly string[]>> = {
  countries: ["lumen countries --json"],
  "registration-type": ["lumen registration-type"],
  "random-username": ["lumen random-username"],
  announcements: ["lumen announcements"],
  "android-version": ["lumen android-version"],
  "admin-domains": ["lumen admin-domains"],
  "send-code": ["lumen send-code --email qa@example.com --purpose register"],
  code: ["lumen code --to qa@example.com --purpose register --wait 5s"],
  signup: ["lumen signup --email qa@example.com --password Secret123 --code-from outbox"],
  whoami: ["lumen whoami --json"],
  "one-time-token": ["lumen one-time-token --ma demo"],
  "creator status": ["lumen creator status"],
  "creator apply": [
    'lumen creator apply --role blogger --field market-analysis --reason "Weekly market notes" --affect https://example.com/me --accept-rules',
  ],
  logout: ["lumen logout"],
  login: ["lumen login --email qa@example.com --password Secret123"],
  // While logged in: the socket authenticates with the session; forgot's new password ends it.
  socket: ["lumen socket --duration 500"],
  forgot: ["lumen forgot --email qa@example.com --password Secret456 --code-from outbox"],
  unlock: ["lumen unlock --email qa@example.com --code-from outbox"],
  smoke: ["lumen smoke --concurrency 4", "lumen smoke --repeat 3 --max-latency 2000 --json"],
  contract: ["lumen contract --format yaml --out openapi.yaml"],
  "contract check": ["lumen contract check"],
  flow: ["lumen flow signup-login --users 3 --concurrency 2", "lumen flow forgot --users 2 --json"],
  "config show": ["lumen config show", "lumen --profile staging config show"],
  completion: ["lumen completion bash"],
};
