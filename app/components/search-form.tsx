import { searchPath } from "../../content/navigation.ts";
import { maxQueryLength } from "../../content/search-limits.ts";
import { useLocale, useUi } from "../lib/use-ui.ts";
import { Icon } from "./icon.tsx";

/**
 * The site search's form: a GET to the search page of the page's language, which the server draws
 * (server/search/). A plain form, so it works without JavaScript; `type="search"` gives phones a
 * Search key and a clear button.
 */
export function SearchForm({
  id,
  query = "",
  compact = false,
}: {
  /** The field's id, unique on the page (the header's form and the page's own can both be there). */
  id: string;
  /** The words already searched for, kept in the field. */
  query?: string;
  /** In the header: the label is for screen readers only and the form is a search landmark. */
  compact?: boolean;
}) {
  const t = useUi();
  const fields = (
    <form action={searchPath(useLocale())} method="get" className="search-form">
      <label htmlFor={id} className={compact ? "visually-hidden" : "search-form__label"}>
        {t.search.label}
      </label>
      <div className="search-form__row">
        <input
          id={id}
          className="search-form__input"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={maxQueryLength}
          enterKeyHint="search"
          autoComplete="off"
          spellCheck
        />
        <button type="submit" className="button search-form__button">
          <Icon name="search" size={20} />
          <span className="search-form__button-text">{t.search.button}</span>
        </button>
      </div>
    </form>
  );
  return compact ? <search aria-label={t.search.landmark}>{fields}</search> : fields;
}
