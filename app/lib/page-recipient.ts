/**
 * The Recipient a link to the contact form chooses from the page it is on: the department that
 * handles the page (content/site.ts, `contactForm.recipients`), none elsewhere. The "Talk to us"
 * box asks it; the service pages give it to their text, whose links to the form carry it
 * (content/inline-markup.ts).
 */
import { createContext } from "react";
import { useLocation } from "react-router";
import { recipientFor } from "../../content/inquiry-form.ts";
import { placeAt } from "../../content/navigation.ts";

/** This page's Recipient, from its address. */
export function usePageRecipient(): string | undefined {
  return recipientFor(placeAt(useLocation().pathname.replace(/(.)\/$/, "$1")));
}

/** The Recipient the text below carries in its links to the form; none by default. */
export const FormRecipient = createContext<string | undefined>(undefined);
