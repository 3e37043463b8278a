import type { IconName } from "../../components/icons/icon-paths";

/**
 * The landing page's figures and lists. Marketing owns these numbers: change them here (or feed
 * them from an API later) without touching the sections. Labels are landing.json keys.
 */
export const LANDING_STATS = [
  { id: "activeUsers", value: 12_800_000, suffix: "+" },
  { id: "activeCommunities", value: 36_000, suffix: "+" },
  { id: "verifiedStreamers", value: 8_500, suffix: "+" },
  { id: "liveStreams24h", value: 120_000, suffix: "" },
] as const;

/** How the figures are written: compact, as a language writes them (12.8M, 1280万, 12,8 млн). */
export const LANDING_STATS_FORMAT: Intl.NumberFormatOptions = {
  notation: "compact",
  maximumFractionDigits: 1,
};

/** How amounts are written (1,280 / 1 280 / 1.280): grouping as the language does it. */
export const LANDING_AMOUNT_FORMAT: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

/** The hero illustration's figures: viewers of the live stream shown, and a creator's reward. */
export const HERO_ART_FIGURES = { viewers: 12_400, reward: 1_280, token: "LMN" } as const;

export const LANDING_FEATURES: readonly { readonly id: string; readonly icon: IconName }[] = [
  { id: "chat", icon: "chat" },
  { id: "live", icon: "live" },
  { id: "community", icon: "community" },
  { id: "dao", icon: "dao" },
  { id: "wallet", icon: "wallet" },
  { id: "safety", icon: "shield" },
];

/** PROD-LANDING-2 creator claims; the 90% share is the headline figure. */
export const CREATOR_TIP_SHARE = 90;

export const CREATOR_BENEFITS: readonly { readonly id: string; readonly icon: IconName }[] = [
  { id: "directTips", icon: "gift" },
  { id: "tokenRewards", icon: "spark" },
  { id: "traffic", icon: "rocket" },
  { id: "fanBase", icon: "community" },
];

export const CREATOR_ROLES = [
  { role: "blogger", icon: "pen", benefits: ["miningRewards", "trafficBoost", "verification"] },
  { role: "streamer", icon: "live", benefits: ["support", "liveMining", "oneOnOne"] },
] as const;
