/**
 * The stored and sent token is the login response's tokenHead + token, verbatim
 * (docs/architecture.md). Null when there is no token, which the login use-case treats as a
 * failed login, or when either part holds characters an HTTP header cannot carry.
 */
export const composeToken = (
  head: string | null | undefined,
  token: string | null | undefined,
): string | null => {
  if (typeof token !== "string" || token.trim() === "") return null;
  const value = (typeof head === "string" ? head : "") + token;
  return /^[\x20-\x7E]+$/.test(value) ? value : null;
};
