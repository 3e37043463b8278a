// Types for compressed-size.mjs.
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export declare function compressedSize(buf: Buffer): Sizes;
export declare function sumSizes(list: readonly Sizes[]): Sizes;
export declare const KB: number;
export declare function kb(bytes: number): string;
