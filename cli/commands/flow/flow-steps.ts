/**
 * The standard QA flows, step by step, each step one CLI command with the options a person would
 * type: the same code paths (use-cases, rules, code sources) as running them by hand.
 */
import type { Outcome } from "../../output/outcome";
import type { CommandName } from "../command-table";

export const FLOW_NAMES = ["signup-login", "lockout-unlock", "forgot"] as const;
export type FlowName = (typeof FLOW_NAMES)[number];

export interface VirtualUser {
  readonly email: string;
  readonly password: string;
  readonly newPassword: string;
}

/** Runs one command for the virtual user (its own state folder and session). */
export type RunAs = (command: CommandName, options: Readonly<Record<string, unknown>>) => Promise<Outcome>;

/**
 * Why a step failed. `unreachable`: the host refused, did not resolve or failed TLS (the run stops,
 * ADR-0460); `noAnswer`: no answer at all, which stops the run only while nothing has answered yet.
 */
export interface StepFailure {
  readonly message: string;
  readonly unreachable: boolean;
  readonly noAnswer: boolean;
}

export interface FlowStep {
  readonly name: string;
  /** Resolves with null when the step passed, else why it failed. */
  readonly run: (user: VirtualUser, runAs: RunAs) => Promise<StepFailure | null>;
}

const failed = (message: string): StepFailure => ({ message, unreachable: false, noAnswer: false });

/** The command's own failure, told apart when the backend gave no answer. */
const fromOutcome = (outcome: Outcome & { ok: false }): StepFailure => ({
  message: outcome.failure.message,
  unreachable: outcome.failure.kind === "network" && outcome.failure.cause !== undefined,
  noAnswer: outcome.failure.kind === "network" || outcome.failure.kind === "timeout",
});

const expectOk =
  (command: CommandName, options: (user: VirtualUser) => Readonly<Record<string, unknown>>) =>
  async (user: VirtualUser, runAs: RunAs): Promise<StepFailure | null> => {
    const outcome = await runAs(command, options(user));
    return outcome.ok ? null : fromOutcome(outcome);
  };

const signup: FlowStep = {
  name: "signup",
  run: expectOk("signup", (u) => ({ email: u.email, password: u.password })),
};
const logout: FlowStep = { name: "logout", run: expectOk("logout", () => ({})) };
const login = (password: (u: VirtualUser) => string): FlowStep => ({
  name: "login",
  run: expectOk("login", (u) => ({ email: u.email, password: password(u) })),
});
const whoami: FlowStep = { name: "whoami", run: expectOk("whoami", () => ({})) };

/** Wrong passwords until the server locks the account (FLOW-LOCKED-1; the local server locks after five, ADR-0020), at most a few more. */
const lockOut: FlowStep = {
  name: "lock",
  run: async (user, runAs) => {
    for (let i = 0; i < 8; i += 1) {
      const outcome = await runAs("login", { email: user.email, password: `${user.password}x` });
      if (outcome.ok) return failed("a wrong password logged in");
      const f = outcome.failure;
      if (f.kind === "server" && f.reaction === "account-locked") return null;
      if (f.kind !== "server") return fromOutcome(outcome);
    }
    return failed("not locked after 8 wrong passwords");
  },
};

const lockedLogin: FlowStep = {
  name: "login-locked",
  run: async (user, runAs) => {
    const outcome = await runAs("login", { email: user.email, password: user.password });
    if (outcome.ok) return failed("a locked account logged in");
    return outcome.failure.kind === "server" && outcome.failure.reaction === "account-locked"
      ? null
      : fromOutcome(outcome);
  },
};

export const FLOWS: Readonly<Record<FlowName, readonly FlowStep[]>> = {
  "signup-login": [signup, logout, login((u) => u.password), whoami],
  "lockout-unlock": [
    signup,
    logout,
    lockOut,
    lockedLogin,
    { name: "unlock", run: expectOk("unlock", (u) => ({ email: u.email })) },
    login((u) => u.password),
  ],
  forgot: [
    signup,
    logout,
    { name: "forgot", run: expectOk("forgot", (u) => ({ email: u.email, password: u.newPassword })) },
    login((u) => u.newPassword),
    whoami,
  ],
};
