import type { ResolvedOptions, ServerOptions } from "../config/server-options";
import type { LocalApi } from "../host/local-api";
import { handleApi } from "./http/api-handler";
import { clientKey } from "./security/rate-limiter";
import { ChatSocket } from "./socket/chat-socket";
import { createServerState, type ServerState } from "./state/server-state";

/** The backend simulator as the host sees it, plus its state for tests to inspect. */
export interface Simulator extends LocalApi {
  readonly state: ServerState;
}

/** How often expired sessions are swept from memory and the data file. */
const SESSION_SWEEP_MS = 10 * 60_000;

/**
 * The API-CALLS-1 backend, offline: SSO routes over in-memory state kept in the data file, the dev
 * endpoints, faults and the chat socket. Throws DataFileError when the data file can't be used.
 */
export function createSimulator(options: ResolvedOptions, raw: ServerOptions): Simulator {
  const state = createServerState(options, raw);
  const chat = new ChatSocket(state, raw.socketLimits);
  const sweeper = setInterval(() => state.sessions.sweep(), SESSION_SWEEP_MS);
  sweeper.unref();
  return {
    state,
    handleApi: (req, res, url, context) => handleApi(req, res, url, state, context),
    // The data file was read and decoded before this object existed (createServerState throws
    // otherwise), so a running simulator is ready; the detail says where its data lives.
    readiness: () => ({
      ok: true,
      detail: options.dataFile ? `data file ${options.dataFile} loaded` : "in memory (no data file)",
    }),
    // The same client key the HTTP limits use, from the address the host resolved (--trust-proxy).
    handleUpgrade: (req, socket, head, clientAddress) =>
      chat.handleUpgrade(req, socket, head, clientKey(clientAddress)),
    closeSockets: async () => {
      clearInterval(sweeper);
      await chat.close();
    },
    // Every acknowledged change is on disk before close() resolves.
    flush: () => state.persistence.flush(),
  };
}
