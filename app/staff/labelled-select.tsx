/**
 * A labelled `<select>` in a staff form, its choices from an options object (value → words), in
 * the object's order. `anyLabel` adds a first choice with the empty value: "Anyone", "Nobody".
 */
export function LabelledSelect({
  id,
  name,
  label,
  options,
  defaultValue,
  value,
  onChange,
  anyLabel,
  className,
  describedBy,
}: {
  /** The control's id, which the label points to. */
  id: string;
  /** The name the form sends it under. */
  name: string;
  /** The label's words. */
  label: string;
  /** Each choice: the value sent, and the words shown. */
  options: Readonly<Record<string, string>>;
  /** The value chosen when the form is drawn (a select the form keeps by itself). */
  defaultValue?: string;
  /** The value chosen, for a select whose page keeps its value (with `onChange`). */
  value?: string;
  /** Called with the value chosen. */
  onChange?: (value: string) => void;
  /** The id of what describes the select (a notice beside the form). */
  describedBy?: string;
  /** The words of a first choice that sends the empty value, if the select has one. */
  anyLabel?: string;
  /** The class of the paragraph around label and select. */
  className?: string;
}) {
  return (
    <p className={className}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        value={value}
        onChange={onChange && ((event) => onChange(event.currentTarget.value))}
        aria-describedby={describedBy}
      >
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {Object.entries(options).map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
    </p>
  );
}
