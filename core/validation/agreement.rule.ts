import { ok } from "../result/result";
import { invalid, type Validation } from "./validation-error";

/** Signup-verify refuses to continue until the terms of use and privacy policy are ticked. */
export const validateAgreement = (checked: boolean): Validation<true> =>
  checked === true ? ok(true) : invalid("agreement", "validation:agreementRequired");
