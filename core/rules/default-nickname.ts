/** FLOW-SIGNUP-2: the default nickname is the last 5 characters of the generated account ID plus a label. */
export const DEFAULT_NICKNAME_SUFFIX_LENGTH = 5;

/**
 * `label` is the translated default-user word (auth namespace). The account ID is trimmed and
 * counted in code points, so the result never splits a character.
 */
export const defaultNickname = (accountId: string, label: string): string => {
  const points = [...accountId.trim()];
  return points.slice(-DEFAULT_NICKNAME_SUFFIX_LENGTH).join("") + label;
};
