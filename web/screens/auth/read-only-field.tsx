import { TextField } from "../../components/form/text-field";

/** A value the user sees but does not change (verified phone, group code…); still selectable and read out. */
export function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      title={value}
      readOnly
      className="field--readonly"
      autoComplete="off"
    />
  );
}
