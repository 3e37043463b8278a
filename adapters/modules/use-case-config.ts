/**
 * The settings use-cases need from configuration. The composition root builds it (usually from
 * its AppConfig) and binds it to USE_CASE_TOKENS.UseCaseConfig.
 */
export interface UseCaseConfig {
  /** Origins a login callback may point to besides the admin domains (SPEC §4 callback allow-list). */
  readonly callbackOrigins: readonly string[];
  /** Where mini-apps are served: `{miniAppOrigin}/{miniAppFolder}/app/{ma}/index.html`. */
  readonly miniAppOrigin: string;
  readonly miniAppFolder?: string;
}
