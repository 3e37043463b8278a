/** Reads a flag the way the contract's FlagInput accepts it (JSON boolean, form text or number). */
export function flag(value: boolean | string | number | undefined): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value !== 0;
  return value !== undefined && ["true", "1", "yes", "on"].includes(value.trim().toLowerCase());
}
