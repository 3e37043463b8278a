import { SUPPORTED_LOCALES } from "../../../core/locale/supported-locales";
import {
  HERO_ART_FIGURES,
  LANDING_AMOUNT_FORMAT,
  LANDING_STATS,
  LANDING_STATS_FORMAT,
} from "./landing-content";

type StatId = (typeof LANDING_STATS)[number]["id"];

/** The landing's figures as one language writes them (12.8M+, 1280万+, 12,8 млн+). */
export interface LandingFigures {
  /** In LANDING_STATS' order, suffix included. */
  readonly stats: readonly { readonly id: StatId; readonly text: string }[];
  /** The hero illustration's viewer count and reward amount. */
  readonly viewers: string;
  readonly reward: string;
}

export function formatLandingFigures(locale: string): LandingFigures {
  const compact = new Intl.NumberFormat(locale, LANDING_STATS_FORMAT);
  const amount = new Intl.NumberFormat(locale, LANDING_AMOUNT_FORMAT);
  return {
    stats: LANDING_STATS.map((stat) => ({ id: stat.id, text: compact.format(stat.value) + stat.suffix })),
    viewers: compact.format(HERO_ART_FIGURES.viewers),
    reward: amount.format(HERO_ART_FIGURES.reward),
  };
}

/** Every language's figures: what the build writes into the bundle (vite.config.ts `define`). */
export const landingFiguresTable = (): Readonly<Record<string, LandingFigures>> =>
  Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, formatLandingFigures(locale)]));

/**
 * Written at build time because the figures are constants: a browser's first Intl.NumberFormat
 * loads ICU's number data, 40–55 ms of main thread (160–230 ms at Lighthouse's 4× CPU), the
 * largest single cost of the landing's start (ADR-0178). The prerendered HTML is formatted by the same Node ICU, so hydration compares equal
 * strings by construction. Where no build ran (unit tests, the prerenderer's own bundle), they are
 * formatted here.
 */
declare const __LANDING_FIGURES__: Readonly<Record<string, LandingFigures>> | undefined;
const built = ((): Readonly<Record<string, LandingFigures>> | undefined => {
  // One mention of the name, so the build inlines the table once (a `typeof` guard made two).
  try {
    return __LANDING_FIGURES__;
  } catch {
    return undefined; // ReferenceError: not defined by a build
  }
})();
const formatted = new Map<string, LandingFigures>();

export function landingFigures(locale: string): LandingFigures {
  const fromBuild = built?.[locale];
  if (fromBuild) return fromBuild;
  const known = formatted.get(locale);
  if (known) return known;
  const figures = formatLandingFigures(locale);
  formatted.set(locale, figures);
  return figures;
}
