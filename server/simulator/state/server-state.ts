import type { ResolvedOptions, ServerOptions } from "../../config/server-options";
import { FaultRegistry } from "../dev/faults";
import { Outbox } from "../dev/outbox";
import { SignupRecorder } from "../dev/signup-recorder";
import type { RuntimeConfig } from "../dev/runtime-config";
import { RateLimiter } from "../security/rate-limiter";
import { AccountStore } from "./account-store";
import { CodeStore } from "./code-store";
import { loadDataFile, saveDataFile, setAsideDataFile } from "./data-file";
import { coalescedWrites, inMemory, type Persistence } from "./persistence";
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
  readonly limits: RateLimiter;
  /** Resolves once every acknowledged change is on disk. */
  readonly persistence: Persistence;
  /** The last sign-up request (GET /api/dev/last-signup). */
  readonly signups: SignupRecorder;
}

/** Throws DataFileError when the data file exists but can't be used (see data-file.ts). */
export function createServerState(options: ResolvedOptions, raw: ServerOptions): ServerState {
  const dataFile = options.dataFile;
  if (dataFile && options.resetData) {
    const aside = setAsideDataFile(dataFile, Date.now());
    if (aside) options.log.warn(`[sso] --reset-data: kept the old data file as ${aside}; starting empty`);
  }
  const loaded = dataFile ? loadDataFile(dataFile) : undefined;
  // Late-bound: the write needs both stores, which need the persistence.
  let write = (): Promise<void> => Promise.resolve();
  const persistence = dataFile ? coalescedWrites(() => write(), dataFile, options.log) : inMemory;
  const accounts = new AccountStore(loaded?.accounts ?? [], loaded?.nextId ?? 1, persistence);
  const sessions = new SessionStore(loaded?.sessions ?? [], options.clock, options.sessionTtlMs, persistence);
  if (dataFile) {
    write = () => {
      const { accounts: list, nextId } = accounts.snapshot();
      return saveDataFile(dataFile, { nextId, accounts: list, sessions: sessions.snapshot() });
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
    limits: new RateLimiter(options.clock, options.rateLimits),
    persistence,
  };
}
