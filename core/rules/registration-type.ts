/** FLOW-REGTYPE-1, LIMIT-REGTYPE-1: the server's registration type decides which sign-up ways are open. */
export type RegistrationTypeValue = 1 | 2 | 3;
export type SignupWay = "phone" | "email";

const WAYS: Readonly<Record<RegistrationTypeValue, readonly SignupWay[]>> = {
  1: ["phone"],
  2: ["email"],
  3: ["phone", "email"],
};

export const allowedWays = (type: RegistrationTypeValue): readonly SignupWay[] => WAYS[type];

export const isWayAllowed = (way: SignupWay, type: RegistrationTypeValue): boolean =>
  allowedWays(type).includes(way);

/**
 * The way last chosen (kept in storage), if the server still allows it; otherwise the first
 * allowed way (phone when both are open). Storage is untrusted, so anything else is ignored.
 */
export const rememberedWay = (stored: string | null | undefined, type: RegistrationTypeValue): SignupWay => {
  const ways = allowedWays(type);
  const remembered = ways.find((way) => way === stored);
  return remembered ?? ways[0] ?? "phone";
};
