import { Link } from "react-router";

/** One record of the same person's others. */
export interface RelatedRecord {
  /** Where it is read. */
  to: string;
  /** Its line: name, when received, where it stands. */
  text: string;
}

/** The same person's other records: a heading, how they were matched, and each a link. */
export interface RelatedRecordsProps {
  /** The heading's id, for the section's name. */
  id: string;
  heading: string;
  intro: string;
  records: RelatedRecord[];
}

/**
 * The same person's other inquiries or applications (matched by e-mail or phone on the server,
 * within what the reader may see), each a link; nothing when there are none.
 */
export function RelatedRecords({ id, heading, intro, records }: RelatedRecordsProps) {
  if (records.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p className="staff-hint">{intro}</p>
      <ul>
        {records.map((record) => (
          <li key={record.to}>
            <Link to={record.to}>{record.text}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
