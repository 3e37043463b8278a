import type { FieldName } from "../../../core/validation/validation-error";
import type { Channel } from "./auth-mode";
import { CodeInput } from "./code-input";
import { IdentifierFields } from "./identifier-fields";
import type { CodeForm } from "./use-code-form";

/**
 * The identifier and its code, as every code form shows them (sign-up verify, forgot password,
 * unlock): phone with region or email, then the code field with its send button.
 */
export function IdentifierCodeFields<X extends FieldName>({
  idPrefix,
  channel,
  codeForm,
}: {
  idPrefix: string;
  channel: Channel;
  codeForm: CodeForm<X>;
}) {
  const { form, countries, code, text, sendCode } = codeForm;
  return (
    <>
      <IdentifierFields
        idPrefix={idPrefix}
        channel={channel}
        countries={countries.countries}
        values={form.values}
        set={form.set}
        touch={form.touch}
        error={text}
      />
      <CodeInput
        id={`${idPrefix}-code`}
        value={form.values.authCode}
        onChange={(v) => form.set("authCode", v)}
        onBlur={() => form.touch("authCode")}
        error={text("authCode")}
        state={code.state}
        onSend={() => void sendCode()}
      />
    </>
  );
}
