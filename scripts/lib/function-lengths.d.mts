// Types for function-lengths.mjs.
export interface FunctionLength {
  readonly file: string;
  readonly line: number;
  readonly name: string;
  readonly lines: number;
}
export declare const FUNCTION_LINE_LIMITS: Readonly<Record<string, number>>;
export declare function functionsIn(file: string, text?: string): FunctionLength[];
export declare function functionsUnder(root: string, dir: string): FunctionLength[];
