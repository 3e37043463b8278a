import { resolveOptions, type ServerOptions } from "./config/server-options";
import { startHost, type RunningHost } from "./host/host-server";
import { createSimulator } from "./simulator/simulator";
import type { ServerState } from "./simulator/state/server-state";

/** A server with the simulator behind it (no `apiTarget`); tests inspect its state. */
export interface RunningServer extends RunningHost {
  readonly state: ServerState;
}

/** Options of a server that proxies to a real backend: only the host runs. */
export type ProxyServerOptions = ServerOptions & { readonly apiTarget: string };
/** Options of a server with the simulator behind it. */
export type LocalServerOptions = ServerOptions & { readonly apiTarget?: undefined };

/**
 * Starts the server: the host (server/host/, what ships: the built web app, headers, language
 * negotiation, guards, proxy) composed with the simulator (server/simulator/, the API-CALLS-1 backend
 * with its state, dev endpoints and chat socket) on one origin. With `apiTarget` the host proxies
 * /api and the socket to that backend and the simulator is not built at all.
 */
export function startServer(input: ProxyServerOptions): Promise<RunningHost>;
export function startServer(input?: LocalServerOptions): Promise<RunningServer>;
export function startServer(input?: ServerOptions): Promise<RunningHost | RunningServer>;
export async function startServer(input: ServerOptions = {}): Promise<RunningHost | RunningServer> {
  const options = resolveOptions(input);
  if (options.apiTarget)
    return startHost({
      settings: options,
      localApi: undefined,
      runtimeConfig: { callbackOrigins: input.callbackOrigins },
    });
  const simulator = createSimulator(options, input);
  try {
    const host = await startHost({
      settings: options,
      localApi: simulator,
      runtimeConfig: simulator.state.config,
    });
    return { ...host, state: simulator.state };
  } catch (error) {
    await simulator.closeSockets();
    throw error;
  }
}
