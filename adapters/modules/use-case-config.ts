/**
 * The settings use-cases need from configuration, derived from the AppConfig and the app's origin
 * (`useCaseConfigFrom`) and declared as the `UseCaseConfig` port by shared-ports.ts.
 */
export interface UseCaseConfig {
  /** Origins a login callback may point to besides the admin domains (FLOW-CALLBACK-1 callback allow-list). */
  readonly callbackOrigins: readonly string[];
  /** Where mini-apps are served: `{miniAppOrigin}/{miniAppFolder}/app/{ma}/index.html`. */
  readonly miniAppOrigin: string;
  readonly miniAppFolder?: string;
}
