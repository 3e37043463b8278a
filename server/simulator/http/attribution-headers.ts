import type { IncomingHttpHeaders } from "node:http";
import { decodeHeaderValue } from "../../../core/contract/header-value";

/** The visitor's attribution as the request headers carry it, decoded (ADR-0148). */
export interface HeaderAttribution {
  readonly groupLink?: string;
  readonly marketCode?: string;
}

const one = (value: string | string[] | undefined): string | undefined =>
  typeof value === "string" ? value : undefined;

/**
 * x-group-link and X-Market-Code may arrive percent-encoded behind the "pct:" marker
 * (core/contract/header-value.ts); the raw form of plain values is read as it is. A marked value
 * that does not decode is treated as absent.
 */
export function headerAttribution(headers: IncomingHttpHeaders): HeaderAttribution {
  const out: { groupLink?: string; marketCode?: string } = {};
  const groupLink = one(headers["x-group-link"]);
  const marketCode = one(headers["x-market-code"]);
  const decodedGroup = groupLink === undefined ? undefined : decodeHeaderValue(groupLink);
  const decodedMarket = marketCode === undefined ? undefined : decodeHeaderValue(marketCode);
  if (decodedGroup) out.groupLink = decodedGroup;
  if (decodedMarket) out.marketCode = decodedMarket;
  return out;
}
