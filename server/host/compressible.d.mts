// Types for compressible.mjs.
export declare const COMPRESSIBLE: ReadonlySet<string>;
