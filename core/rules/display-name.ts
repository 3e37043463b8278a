export interface NamedUser {
  readonly nickname?: string | null;
  readonly username?: string | null;
}

const present = (value: string | null | undefined): string | null => {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
};

/** DATA-USER-2: nickname, else username (account ID), else the translated default word. */
export const displayName = (user: NamedUser | null | undefined, fallbackWord: string): string =>
  present(user?.nickname) ?? present(user?.username) ?? fallbackWord;
