import { ok } from "../result/result";
import { trimAll } from "./input-normalization";
import { invalid, type Validation } from "./validation-error";

/** VAL-REGTOKEN-1: sign-up without a register token is refused with "operation error, refresh and retry". */
export const validateRegisterToken = (token: string | null | undefined): Validation<string> => {
  const value = typeof token === "string" ? trimAll(token) : "";
  return value === "" ? invalid("registerToken", "validation:registerTokenMissing") : ok(value);
};
