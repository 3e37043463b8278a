import { randomInt } from "node:crypto";
import type { Identifier } from "../domain/identifier";
import { addressOf } from "../domain/identifier";
import type { StoredAccount, StoredApplication } from "./persisted-data.schema";

export type Account = StoredAccount;
export type CreatorRoleName = "blogger" | "streamer";

export interface NewAccount {
  readonly identifier: Identifier;
  readonly username: string;
  readonly nickname: string;
  readonly passwordHash: string;
  readonly createdAt: string;
  readonly extra: Readonly<Record<string, string>>;
}

/**
 * Accounts in memory; `onChange` persists them. Records are replaced, never mutated in place, so
 * a snapshot handed to the data file can't change under it.
 */
export class AccountStore {
  private accounts: Account[];
  private nextId: number;

  constructor(
    initial: readonly Account[],
    nextId: number,
    private readonly onChange: () => void,
  ) {
    this.accounts = [...initial];
    this.nextId = nextId;
  }

  snapshot(): { accounts: readonly Account[]; nextId: number } {
    return { accounts: this.accounts, nextId: this.nextId };
  }

  byId(id: number): Account | undefined {
    return this.accounts.find((a) => a.id === id);
  }

  byIdentifier(identifier: Identifier): Account | undefined {
    const address = addressOf(identifier);
    return this.accounts.find((a) =>
      identifier.kind === "email" ? a.email === address : a.phone === address,
    );
  }

  byUsername(username: string): Account | undefined {
    const lower = username.toLowerCase();
    return this.accounts.find((a) => a.username.toLowerCase() === lower);
  }

  byMemberId(memberId: string): Account | undefined {
    return this.accounts.find((a) => a.memberId === memberId);
  }

  create(input: NewAccount): Account {
    const id = this.nextId;
    this.nextId += 1;
    const address = addressOf(input.identifier);
    const account: Account = {
      id,
      // Member ids look like the real backend's: 8 digits, not guessable from the row id.
      memberId: String(10_000_000 + id * 7919 + randomInt(0, 7919)),
      username: input.username,
      nickname: input.nickname,
      email: input.identifier.kind === "email" ? address : null,
      phone: input.identifier.kind === "phone" ? address : null,
      mobile: input.identifier.kind === "phone" ? input.identifier.digits : null,
      passwordHash: input.passwordHash,
      failedLogins: 0,
      locked: false,
      deleted: false,
      createdAt: input.createdAt,
      extra: { ...input.extra },
      applications: {},
    };
    this.accounts.push(account);
    this.onChange();
    return account;
  }

  update(id: number, change: (account: Account) => Account): Account | undefined {
    const index = this.accounts.findIndex((a) => a.id === id);
    const current = this.accounts[index];
    if (!current) return undefined;
    const next = change(current);
    this.accounts[index] = next;
    this.onChange();
    return next;
  }

  setApplication(id: number, role: CreatorRoleName, application: StoredApplication): Account | undefined {
    return this.update(id, (a) => ({ ...a, applications: { ...a.applications, [role]: application } }));
  }
}
