/**
 * The contract's own version (semver), printed in the OpenAPI document's `info.version`: minor for
 * an added call, field or code, major for anything a working backend or client would break on.
 */
export const CONTRACT_VERSION = "1.0.0";
