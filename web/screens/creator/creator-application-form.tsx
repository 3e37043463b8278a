import { Button } from "../../components/form/button";
import { TextField } from "../../components/form/text-field";
import { CreativeFieldChips } from "./creative-field-chips";
import { CreatorRulesPanel } from "./creator-rules-panel";
import { TextAreaField } from "./text-area-field";
import { useCreatorApplicationForm, type CreatorApplicationFormProps } from "./use-creator-application-form";

/** The creator application form (DATA-CREATOR-1), as useCreatorApplicationForm keeps it. */
export function CreatorApplicationForm(props: CreatorApplicationFormProps) {
  const { t, form, busy, submit, shown, limit, chosen, hasShownErrors, toggleField, rules } =
    useCreatorApplicationForm(props);
  const { formRef } = form;
  return (
    <form
      ref={formRef}
      className="creator-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="creator-form-title"
    >
      <div className="creator-form__head">
        <h2 id="creator-form-title" className="creator-section-title">
          {t("form.title")}
        </h2>
        <p className="creator-form__required">{t("form.required")}</p>
      </div>

      <TextField
        id="creator-email"
        name="email"
        label={t("form.email.label")}
        hint={t("form.email.hint")}
        error={shown("email")}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={form.values.email}
        onChange={(event) => form.set("email", event.target.value)}
        onBlur={() => form.touch("email")}
      />

      <CreativeFieldChips chosen={chosen} error={shown("creativeField")} onToggle={toggleField} />

      <TextAreaField
        id="creator-reason"
        label={t("form.reason.label")}
        hint={t("form.reason.hint")}
        error={shown("reason")}
        name="reason"
        value={form.values.reason}
        max={limit}
        rows={6}
        required
        onChange={(event) => form.set("reason", event.target.value)}
        onBlur={() => form.touch("reason")}
      />

      <TextField
        id="creator-affect"
        name="affect"
        label={t("form.affect.label")}
        hint={t("form.affect.hint")}
        error={shown("affect")}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        required
        value={form.values.affect}
        onChange={(event) => form.set("affect", event.target.value)}
        onBlur={() => form.touch("affect")}
      />

      <CreatorRulesPanel
        opened={rules.opened}
        expanded={rules.expanded}
        accepted={form.values.creatorRules === "1"}
        error={shown("creatorRules")}
        onToggle={rules.toggle}
        onAcceptChange={rules.accept}
      />

      {form.announcement && hasShownErrors ? (
        <p className="creator-form__summary" role="alert">
          {t("form.errorSummary")}
        </p>
      ) : null}

      <Button type="submit" block size="lg" loading={busy}>
        {t("form.submit")}
      </Button>
    </form>
  );
}
