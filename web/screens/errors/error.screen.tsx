import { USER_MESSAGE_KEYS } from "../../../core/errors/message-keys";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink, Button } from "../../components/form/button";
import { navigate } from "../../routes/hash-location";
import type { ScreenProps } from "../../routes/route-entry";
import "./error.css";
import { hrefTo, pathTo } from "../../routes/href-to";

type ErrorKind = "notFound" | "unauthorized" | "serverError" | "error" | "authError";

const CODE: Record<ErrorKind, string> = {
  notFound: "404",
  unauthorized: "401",
  serverError: "500",
  error: "!",
  authError: "!",
};

/** Seconds before the expired-link variant sends the user to log in again. */
export const EXPIRED_LINK_REDIRECT_S = 5;

/** Keys coming from the URL may only point at our own message namespaces. */
const allowedKey = (key: string | null): string | null =>
  key && /^(errors|common):[A-Za-z0-9_.]+$/.test(key) ? key : null;

function isErrorKind(name: string): name is ErrorKind {
  return Object.hasOwn(CODE, name);
}

/**
 * The error pages of ROUTE-ERROR-1. /auth-error takes its title and description from route params (or
 * query title/desc, or titleKey/descKey from the error catalogue); `reason=expired` is the
 * expired-verification-link variant that redirects to /login.
 */
export default function ErrorScreen({ route, params, query }: ScreenProps) {
  const { t } = useTranslation(["common", "errors"]);
  const kind: ErrorKind = isErrorKind(route.name) ? route.name : "error";
  const expired = kind === "authError" && query.get("reason") === "expired";
  const titleKey = allowedKey(query.get("titleKey"));
  const descKey = allowedKey(query.get("descKey"));
  const title =
    params.title ??
    query.get("title") ??
    (titleKey ? t(titleKey) : t(expired ? USER_MESSAGE_KEYS.linkExpired : `errorPages.${kind}.title`));
  const desc =
    params.desc ??
    query.get("desc") ??
    (descKey ? t(descKey) : t(expired ? USER_MESSAGE_KEYS.invalidLink : `errorPages.${kind}.desc`));
  const [seconds, setSeconds] = useState(EXPIRED_LINK_REDIRECT_S);

  useEffect(() => {
    if (!expired) return;
    if (seconds <= 0) {
      navigate(pathTo("login"), { replace: true });
      return;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [expired, seconds]);

  return (
    <section className="error-page" aria-labelledby="error-title">
      <div className={`error-page__art error-page__art--${kind}`} aria-hidden="true">
        <svg viewBox="0 0 200 120" className="error-page__orbit">
          <defs>
            <linearGradient id="err-g" x1="0" x2="1" y1="0" y2="1">
              <stop offset="0" stopColor="var(--color-primary)" />
              <stop offset="1" stopColor="var(--color-accent)" />
            </linearGradient>
          </defs>
          <ellipse
            cx="100"
            cy="60"
            rx="92"
            ry="40"
            fill="none"
            stroke="url(#err-g)"
            strokeOpacity="0.35"
            strokeWidth="2"
            strokeDasharray="6 8"
          />
          <circle cx="20" cy="45" r="6" fill="var(--color-accent)" opacity="0.7" />
          <circle cx="182" cy="78" r="4" fill="var(--color-primary)" opacity="0.7" />
        </svg>
        <span className="error-page__code">{CODE[kind]}</span>
      </div>
      <h1 id="error-title" className="error-page__title">
        {title}
      </h1>
      <p className="error-page__desc">{desc}</p>
      {expired ? (
        <p className="error-page__redirect" role="status">
          {t("errorPages.expired.redirecting", { seconds })}
        </p>
      ) : null}
      <div className="error-page__actions">
        {kind === "unauthorized" || kind === "authError" ? (
          <ButtonLink href={hrefTo("login")} variant="primary">
            {t("actions.login")}
          </ButtonLink>
        ) : null}
        {kind === "serverError" || kind === "error" ? (
          <Button onClick={() => location.reload()}>{t("actions.reload")}</Button>
        ) : null}
        <ButtonLink href={hrefTo("home")} variant="secondary">
          {t("actions.backHome")}
        </ButtonLink>
      </div>
    </section>
  );
}
