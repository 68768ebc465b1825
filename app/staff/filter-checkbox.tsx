/**
 * A checkbox among a staff list's filters, its label after it: ticked when the address's query
 * already holds `name=value`, and sending that when the filters are applied.
 */
export function FilterCheckbox({
  id,
  name,
  value,
  label,
  params,
}: {
  /** The control's id, which the label points to. */
  id: string;
  /** The name the form sends it under. */
  name: string;
  /** The value it sends when ticked. */
  value: string;
  /** The label's words. */
  label: string;
  /** The query the list was read with. */
  params: URLSearchParams;
}) {
  return (
    <p className="staff-filters__check">
      <input
        id={id}
        name={name}
        type="checkbox"
        value={value}
        defaultChecked={params.get(name) === value}
      />
      <label htmlFor={id}>{label}</label>
    </p>
  );
}
