// Types for locale-sync.mjs.
export declare const SOURCE_LOCALE: string;
export declare const UNTRANSLATED_MARK: string;
export declare function syncLocales(root: string): string[];
