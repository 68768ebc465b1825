import { type FormEvent, useEffect, useState } from "react";
import { formatTime } from "./format-time.ts";

/** A note as a staff page lists it. */
export interface ListedNote {
  id: string | number;
  at: string;
  /** Who wrote it, by name; null when they are no longer in the list of people. */
  author: string | null;
  text: string;
}

/**
 * The notes on an inquiry or an application: the list, oldest first, and a form to add one.
 * What was typed stays in its box until the note is saved (a failed send keeps it, for Try
 * again).
 */
export function NotesSection({
  id,
  notes,
  words,
  onAdd,
  onTyping,
}: {
  /** The start of the ids of the section's heading and field ("inquiry", "application"). */
  id: string;
  /** The notes, oldest first. */
  notes: readonly ListedNote[];
  /** The section's words: its heading, what notes are for, when there are none, the button. */
  words: { heading: string; intro: string; none: string; add: string };
  /**
   * Sends a note; true once it is saved. `again` sends the form again, with what its box holds
   * then, for a Try again button.
   */
  onAdd: (text: string, again: () => void) => Promise<boolean>;
  /** Told whether a note is being written (its box holds words not yet saved). */
  onTyping?: (typing: boolean) => void;
}) {
  const [note, setNote] = useState("");
  const typing = note.trim() !== "";
  useEffect(() => onTyping?.(typing), [typing, onTyping]);
  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (await onAdd(note, () => form.requestSubmit())) setNote("");
  }
  return (
    <section aria-labelledby={`${id}-notes`}>
      <h2 id={`${id}-notes`}>{words.heading}</h2>
      <p>{words.intro}</p>
      {notes.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <ol className="inquiry-notes">
          {notes.map((entry) => (
            <li key={entry.id}>
              <p className="inquiry-notes__meta">
                {entry.author ?? ""}, {formatTime(entry.at)}
              </p>
              <p className="inquiry-fields__message">{entry.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={add}>
        <p>
          <label htmlFor={`${id}-note`}>{words.add}</label>
          <textarea
            id={`${id}-note`}
            className="staff-note-field"
            rows={4}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            required
          />
        </p>
        <p>
          <button type="submit" className="button">
            {words.add}
          </button>
        </p>
      </form>
    </section>
  );
}
