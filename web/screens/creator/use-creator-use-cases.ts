import type { CreatorApplicationStatusUseCase } from "../../../core/creator/creator-application-status.use-case";
import type { SubmitCreatorApplicationUseCase } from "../../../core/creator/submit-creator-application.use-case";
import { USE_CASE_TOKENS } from "../../../adapters/modules/use-case-tokens";
import type { AppServices } from "../../services/app-services";

export interface CreatorUseCases {
  readonly submit: Pick<SubmitCreatorApplicationUseCase, "execute">;
  readonly status: Pick<CreatorApplicationStatusUseCase, "execute">;
}

/** The creator use-cases from the container, by their tokens (the screen never builds them). */
export function creatorUseCases(services: AppServices): CreatorUseCases {
  return {
    submit: services.get<SubmitCreatorApplicationUseCase>(USE_CASE_TOKENS.SubmitCreatorApplication),
    status: services.get<CreatorApplicationStatusUseCase>(USE_CASE_TOKENS.CreatorApplicationStatus),
  };
}
