// Types for new-route.mjs.
export declare const ROUTE_NAME: RegExp;
export declare const SKELETONS: readonly string[];
export declare function newRoute(
  root: string,
  name: string,
  options?: { title?: string; skeleton?: string },
): { written: string[]; untranslated: string[] };
