import type { ResolvedOptions, ServerOptions } from "../config/server-options";
import { FaultRegistry } from "../dev/faults";
import { Outbox } from "../dev/outbox";
import { SignupRecorder } from "../dev/signup-recorder";
import type { RuntimeConfig } from "../dev/runtime-config";
import { AccountStore } from "./account-store";
import { CodeStore } from "./code-store";
import { loadDataFile, saveDataFile } from "./data-file";
import { RegisterTokenStore } from "./register-token-store";
import { SessionStore } from "./session-store";

/** Everything the server remembers; exposed on the started server so tests can inspect it. */
export interface ServerState {
  readonly options: ResolvedOptions;
  readonly accounts: AccountStore;
  readonly sessions: SessionStore;
  readonly codes: CodeStore;
  readonly registerTokens: RegisterTokenStore;
  readonly outbox: Outbox;
  readonly faults: FaultRegistry;
  readonly config: RuntimeConfig;
  /** The last sign-up request (GET /api/dev/last-signup). */
  readonly signups: SignupRecorder;
}

export function createServerState(options: ResolvedOptions, raw: ServerOptions): ServerState {
  const loaded = options.dataFile ? loadDataFile(options.dataFile, options.log) : undefined;
  // Late-bound so the stores can report changes before both exist.
  let persist = (): void => {};
  const accounts = new AccountStore(loaded?.accounts ?? [], loaded?.nextId ?? 1, () => persist());
  const sessions = new SessionStore(loaded?.sessions ?? [], options.clock, options.sessionTtlMs, () =>
    persist(),
  );
  const dataFile = options.dataFile;
  if (dataFile) {
    persist = () => {
      const { accounts: list, nextId } = accounts.snapshot();
      saveDataFile(dataFile, { version: 1, nextId, accounts: list, sessions: sessions.snapshot() });
    };
  }
  return {
    options,
    accounts,
    sessions,
    codes: new CodeStore(options.clock, options.codeTtlMs, options.resendWaitMs),
    registerTokens: new RegisterTokenStore(options.clock, options.registerTokenTtlMs),
    outbox: new Outbox(),
    signups: new SignupRecorder(),
    faults: new FaultRegistry(raw.faults ?? []),
    config: {
      registrationType: raw.registrationType ?? 3,
      fingerprintProxy404: raw.fingerprintProxy404 ?? false,
      adminDomains: raw.adminDomains,
      callbackOrigins: raw.callbackOrigins,
    },
  };
}
