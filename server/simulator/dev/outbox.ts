import type { CodePurpose } from "../../../core/sso/sso-api.port";

export interface OutboxEntry {
  /** Email lower-cased, or phone as "+{callingCode}{digits}". */
  readonly to: string;
  readonly code: string;
  readonly purpose: CodePurpose;
  readonly sentAt: string;
}

/**
 * Stands in for SMS and email: every code "sent" lands here (and on the console) so people and
 * browser tests can read it from GET /api/dev/outbox.
 */
export class Outbox {
  private readonly entries: OutboxEntry[] = [];

  record(entry: OutboxEntry): void {
    this.entries.unshift(entry);
    // Bounded so a long-running dev server doesn't grow without limit.
    if (this.entries.length > 1000) this.entries.length = 1000;
  }

  /**
   * Newest first. `to` matches an email case-insensitively, a full "+8613800138000", the same
   * without "+", or the bare national number "13800138000".
   */
  list(to?: string): readonly OutboxEntry[] {
    if (!to) return [...this.entries];
    const trimmed = to.trim().toLowerCase();
    // Phone numbers are often written with spaces or dashes; emails may legitimately contain "-".
    const wanted = trimmed.includes("@") ? trimmed : trimmed.replace(/[\s-]/g, "");
    return this.entries.filter((e) => {
      const address = e.to.toLowerCase();
      if (address === wanted || address === `+${wanted}`) return true;
      return (
        address.startsWith("+") &&
        /^\d+$/.test(wanted) &&
        address.endsWith(wanted) &&
        address.length - wanted.length <= 5
      );
    });
  }
}
