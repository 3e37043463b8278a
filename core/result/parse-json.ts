import { err, ok, type Result } from "./result";

/** JSON.parse without the throw: text that is not JSON is a value the caller must look at. */
export function parseJson(text: string): Result<unknown, "not-json"> {
  try {
    const value: unknown = JSON.parse(text);
    return ok(value);
  } catch {
    return err("not-json");
  }
}
