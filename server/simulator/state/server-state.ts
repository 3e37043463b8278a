import type { ResolvedOptions, ServerOptions } from "../../config/server-options";
import { FaultRegistry } from "../dev/faults";
import { Outbox } from "../dev/outbox";
import { SignupRecorder } from "../dev/signup-recorder";
import type { RuntimeConfig } from "../dev/runtime-config";
import { InFlightLimit } from "../security/in-flight-limit";
import { RateLimiter } from "../security/rate-limiter";
import { AccountStore } from "./account-store";
import { CodeStore } from "./code-store";
import { loadDataFile, resolveDataFile, setAsideDataFile } from "./data-file";
import { journaledDataFile } from "./journal-writer";
import { inMemory, type Persistence } from "./persistence";
import type { PersistedState } from "./persisted-data.schema";
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
  /** API requests each client has open (ADR-0420). */
  readonly inFlight: InFlightLimit;
  /** Resolves once every acknowledged change is on disk. */
  readonly persistence: Persistence;
  /** The last sign-up request (GET /api/dev/last-signup). */
  readonly signups: SignupRecorder;
}

/** Throws DataFileError when the data file exists but can't be used (see data-file.ts). */
export function createServerState(options: ResolvedOptions, raw: ServerOptions): ServerState {
  if (options.dataFile && options.resetData) {
    const aside = setAsideDataFile(options.dataFile, Date.now());
    if (aside) options.log.warn(`[sso] --reset-data: kept the old data file as ${aside}; starting empty`);
  }
  const dataFile = options.dataFile ? resolveDataFile(options.dataFile) : undefined;
  const loaded = dataFile ? loadDataFile(dataFile) : undefined;
  // Late-bound: a compaction needs both stores, which need the persistence.
  let snapshot = (): PersistedState => ({ nextId: 1, accounts: [], sessions: [] });
  const persistence = dataFile
    ? journaledDataFile({ file: dataFile, loaded, snapshot: () => snapshot(), log: options.log })
    : inMemory;
  const initial = loaded?.state;
  const accounts = new AccountStore(initial?.accounts ?? [], initial?.nextId ?? 1, persistence);
  const sessions = new SessionStore(
    initial?.sessions ?? [],
    options.clock,
    options.sessionTtlMs,
    persistence,
  );
  snapshot = () => {
    const { accounts: list, nextId } = accounts.snapshot();
    return { nextId, accounts: list, sessions: sessions.snapshot() };
  };
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
    inFlight: new InFlightLimit(options.maxInFlightPerClient),
    persistence,
  };
}
