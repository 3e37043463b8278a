// Types for app-routes.mjs.
/** The route manifest's path patterns and its redirects' paths, "/" left out. */
export function appRoutePaths(): Promise<string[]>;
