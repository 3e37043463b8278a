import { randomInt } from "node:crypto";
import type { Identifier } from "../domain/identifier";
import { addressOf } from "../domain/identifier";
import type { StoredAccount, StoredApplication } from "./persisted-data.schema";
import type { Persistence } from "./persistence";

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
 * Accounts in memory, persisted through `persistence`. Records are replaced, never mutated in
 * place, so a snapshot handed to the data file can't change under it. A change resolves to
 * undefined when it could not be written; it has then been undone in memory too.
 */
export class AccountStore {
  private accounts: Account[];
  private nextId: number;

  constructor(
    initial: readonly Account[],
    nextId: number,
    private readonly persistence: Persistence,
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

  async create(input: NewAccount): Promise<Account | undefined> {
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
    // The id is not handed back on failure: ids only need to be unique, and a later create may
    // already hold the next one.
    const saved = await this.persistence.commit(() => {
      this.accounts = this.accounts.filter((a) => a !== account);
    }, [{ op: "account", account, nextId: this.nextId }]);
    return saved ? account : undefined;
  }

  async update(id: number, change: (account: Account) => Account): Promise<Account | undefined> {
    const index = this.accounts.findIndex((a) => a.id === id);
    const current = this.accounts[index];
    if (!current) return undefined;
    const next = change(current);
    this.accounts[index] = next;
    const saved = await this.persistence.commit(() => {
      // Only if nothing replaced the record since; otherwise the later change owns it.
      const at = this.accounts.indexOf(next);
      if (at >= 0) this.accounts[at] = current;
    }, [{ op: "account", account: next, nextId: this.nextId }]);
    return saved ? next : undefined;
  }

  setApplication(
    id: number,
    role: CreatorRoleName,
    application: StoredApplication,
  ): Promise<Account | undefined> {
    return this.update(id, (a) => ({ ...a, applications: { ...a.applications, [role]: application } }));
  }
}
