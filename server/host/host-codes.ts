/**
 * Envelope codes the host answers with itself, in front of whichever API it serves (the simulator
 * or a real backend behind the proxy): the HTTP status doubles as the envelope code, as the
 * simulator's own transport failures do (simulator/domain/response-codes.ts spreads this table).
 */
export const HOST_CODES = {
  notFound: 404,
  misdirected: 421,
  upstreamUnavailable: 502,
  upstreamTimeout: 504,
} as const;
