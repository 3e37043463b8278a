/** Shorthands every command uses to turn problems into outcomes with translated messages. */
import type { ValidationError } from "../../../core/validation/validation-error";
import type { IdentityProblem } from "../../args/identity-args";
import type { UsageProblem } from "../../args/global-options";
import {
  describeUseCaseFailure,
  describeValidation,
  type AnyUseCaseFailure,
} from "../../output/describe-failure";
import { failure, type Outcome } from "../../output/outcome";
import type { CommandContext } from "../../runtime/command-context";

export const usage = (ctx: CommandContext, problem: UsageProblem): Outcome =>
  failure({ kind: "usage", message: ctx.t(problem.key, problem.params) });

export const invalidInput = (ctx: CommandContext, errors: readonly ValidationError[]): Outcome =>
  failure(describeValidation(errors, ctx.t));

export const identityProblem = (ctx: CommandContext, problem: IdentityProblem): Outcome =>
  problem.kind === "usage" ? usage(ctx, problem.problem) : invalidInput(ctx, [problem.error]);

export const useCaseFailed = (ctx: CommandContext, f: AnyUseCaseFailure): Outcome =>
  failure(describeUseCaseFailure(f, ctx.failure));
