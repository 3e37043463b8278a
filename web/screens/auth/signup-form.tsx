import { identifierText } from "../../../core/auth/identifier";
import { ACCOUNT_ID_MAX_LENGTH } from "../../../core/validation/account-id.rule";
import { NICKNAME_MAX_LENGTH } from "../../../core/validation/nickname.rule";
import { Button } from "../../components/form/button";
import { TextField } from "../../components/form/text-field";
import { FormAnnouncer } from "./form-announcer";
import { phoneDisplay } from "./phone-display";
import { ReadOnlyField } from "./read-only-field";
import { NewPasswordFields } from "./new-password-fields";
import { useSignupForm } from "./use-signup-form";

/**
 * Sign-up step 2 (AUTH-SIGNUP-1), as useSignupForm keeps it: the verified phone or email and the
 * query's group code, support room and agent ID shown read-only beside the fields.
 */
export function SignupForm() {
  const { t, form, text, busy, canSubmit, submit, suggestion, referral, countries, identifier } =
    useSignupForm();
  const { groupLink, hicsRoomId, agentId } = referral;
  const idText = identifier ? identifierText(identifier) : "";
  const usernameHint =
    suggestion && form.values.username !== suggestion ? (
      <span className="auth-suggestion">
        {t("signup.suggestion")}{" "}
        <button
          type="button"
          className="auth-link-button"
          onClick={() => {
            form.set("username", suggestion);
            form.touch("username");
          }}
        >
          {suggestion}
        </button>
      </span>
    ) : (
      t("signup.usernameHint")
    );

  const { formRef } = form;
  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit} aria-labelledby="auth-title">
      <div className="auth-form__fields">
        {/* For password managers: the account these new credentials belong to. */}
        <input type="text" name="login" autoComplete="username" value={idText} readOnly hidden />
        {identifier ? (
          <ReadOnlyField
            id="signup-identifier"
            label={identifier.channel === "email" ? t("fields.email") : t("fields.phone")}
            value={
              identifier.channel === "phone"
                ? phoneDisplay(countries.countries, identifier.country, idText)
                : idText
            }
          />
        ) : null}
        <NewPasswordFields
          idPrefix="signup"
          labelKey="fields.password"
          values={form.values}
          set={form.set}
          touch={form.touch}
          error={text}
        />
        <TextField
          id="signup-username"
          name="username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={ACCOUNT_ID_MAX_LENGTH + 8}
          label={t("fields.username")}
          hint={usernameHint}
          value={form.values.username}
          onChange={(e) => form.set("username", e.target.value)}
          onBlur={() => form.touch("username")}
          error={text("username")}
        />
        <TextField
          id="signup-nickname"
          name="nickname"
          autoComplete="nickname"
          maxLength={NICKNAME_MAX_LENGTH * 2}
          label={t("fields.nickname")}
          value={form.values.nickname}
          onChange={(e) => form.set("nickname", e.target.value)}
          onBlur={() => form.touch("nickname")}
          error={text("nickname")}
        />
        {groupLink ? (
          <ReadOnlyField id="signup-group" label={t("fields.groupLink")} value={groupLink} />
        ) : null}
        {hicsRoomId ? (
          <ReadOnlyField id="signup-room" label={t("fields.hicsRoomId")} value={hicsRoomId} />
        ) : null}
        {agentId ? <ReadOnlyField id="signup-agent" label={t("fields.agentId")} value={agentId} /> : null}
      </div>
      <FormAnnouncer error={form.announcement} />
      <Button type="submit" block size="lg" loading={busy} disabled={!canSubmit}>
        {t("signup.submit")}
      </Button>
    </form>
  );
}
