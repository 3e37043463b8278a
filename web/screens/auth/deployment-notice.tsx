import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AppServices, DeploymentConfigProblem } from "../../services/app-services";

/**
 * The host entrance and login callbacks depend on the site's runtime-config.json (API address,
 * callback allow-list). When that file is broken they would misbehave without a reason shown, so
 * the screen says which file and which setting is wrong; the console has the details.
 */
export function DeploymentNotice({ services }: { services: AppServices }) {
  const { t } = useTranslation("auth");
  const [problems, setProblems] = useState<readonly DeploymentConfigProblem[]>([]);
  useEffect(() => {
    let live = true;
    services.deploymentProblems().then(
      (found) => {
        if (live) setProblems(found);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [services]);
  if (problems.length === 0) return null;
  return (
    <div className="auth-notice auth-notice--problem" role="alert">
      <p>{t("deploymentNotice.title")}</p>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.file}:${problem.field ?? ""}`}>
            {problem.field === null
              ? t("deploymentNotice.file", { file: problem.file })
              : t("deploymentNotice.field", { file: problem.file, field: problem.field })}
          </li>
        ))}
      </ul>
    </div>
  );
}
