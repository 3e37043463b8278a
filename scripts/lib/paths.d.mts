// Types for paths.mjs.
export declare const ROOT: string;
export declare const DIST: string;
export declare const WEB_DIST: string;
export declare const SERVER_BUNDLE: string;
export declare const CLI_BUNDLE: string;
export declare const ARTIFACTS: string;
export declare const REPORTS: string;
