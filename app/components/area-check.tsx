import type { AreaAnswer } from "../../content/area-check.ts";
import {
  answerLines,
  areaCheckParameter,
  postalCodeMaxLength,
  regionEntry,
} from "../../content/area-check.ts";
import type { Locale } from "../../content/locale.ts";
import { areaCheckPath } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { shortWords } from "../../content/words.ts";
import { mainPhone, phoneLine } from "../lib/site-facts.ts";
import { useLocale, useUi, useWords } from "../lib/use-ui.ts";

/**
 * The regions we serve, each with its municipalities, in `locale`'s words: as a list's items
 * ("Peel Region: …"), or `inline` for a sentence ("Peel Region (…)").
 */
export function regionsServed(locale: Locale, inline = false): string[] {
  const list = new Intl.ListFormat(locale, { type: "conjunction" });
  const words = shortWords[locale].ui.area;
  return site.serviceArea.map((entry) =>
    (inline ? words.regionInline : words.region)(
      entry.name[locale],
      list.format(entry.municipalities),
    ),
  );
}

/** The places we go, region by region, as a list (the contact page). */
export function AreaServed() {
  const locale = useLocale();
  const t = useUi();
  return (
    <>
      <p>{t.area.intro}</p>
      <ul className="area-served">
        {regionsServed(locale).map((region) => (
          <li key={region}>{region}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * "Do you come to my area?": a GET form to the area check of the page's language, which the
 * server answers with a page of its own (server/area-check/), so it works without script.
 */
export function AreaCheckForm({
  fsa = "",
  describedBy,
}: {
  /** The FSA last checked, kept in the field. */
  fsa?: string;
  /** The answer's id, which the field is described by after a check. */
  describedBy?: string;
}) {
  const t = useUi();
  const locale = useLocale();
  return (
    <form action={areaCheckPath(locale)} method="get" className="area-check">
      <label htmlFor="area-check-postal" className="area-check__label">
        {t.area.checkLabel}
      </label>
      <p id="area-check-hint" className="area-check__hint">
        {t.area.checkHint}
      </p>
      <div className="area-check__row">
        <input
          id="area-check-postal"
          className="area-check__input"
          name={areaCheckParameter}
          defaultValue={fsa}
          maxLength={postalCodeMaxLength}
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={describedBy ? `area-check-hint ${describedBy}` : "area-check-hint"}
        />
        <button type="submit" className="button area-check__button">
          {t.area.checkButton}
        </button>
      </div>
    </form>
  );
}

/** The region's own lines, each named by its service ("Nursing 905-555-0121"). */
function RegionLines({ lines }: { lines: readonly string[] }) {
  const locale = useLocale();
  const { areas } = useWords();
  return (
    <ul className="phone-list">
      {lines.map((key) => {
        const line = phoneLine(key, locale);
        const area = site.phoneDirectory.find((group) =>
          (group.lines as readonly string[]).includes(key),
        )!.area;
        return (
          <li key={key}>
            <span className="phone-list__label">{areas[area].name}</span>{" "}
            <a href={line.href} className="phone-list__number">
              {line.number}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The check's answer, its first sentence read as a status. */
export function AreaCheckAnswer({ answer, id }: { answer: AreaAnswer; id: string }) {
  const t = useUi();
  const locale = useLocale();
  const care = mainPhone(locale);
  const anyTime = (
    <p>
      {t.area.anyTime}{" "}
      <a href={care.href} className="nowrap">
        {care.number}
      </a>
    </p>
  );
  if (answer.kind === "ask" || answer.kind === "unclear")
    return (
      <div className="area-check__answer" data-answer={answer.kind}>
        <p role="status" id={id}>
          {t.area[answer.kind]}
        </p>
      </div>
    );
  if (answer.kind === "outside") {
    const { phone, web } = site.publicHomeCare;
    return (
      <div className="area-check__answer" data-answer={answer.kind}>
        <p role="status" id={id}>
          {t.area.outside(answer.fsa)}
        </p>
        <p>
          {t.area.outsideHelp}{" "}
          <a href={`tel:${phone}`} className="nowrap">
            {phone}
          </a>{" "}
          {t.area.outsideHelpWeb} <a href={web}>{web.replace(/^https:\/\//, "")}</a>.
        </p>
      </div>
    );
  }
  const region = regionEntry(answer.region);
  return (
    <div className="area-check__answer" data-answer={answer.kind}>
      <p role="status" id={id}>
        {answer.kind === "served"
          ? t.area.served(answer.fsa, region.name[locale])
          : t.area.partly(answer.fsa, region.name[locale])}
      </p>
      <p>{t.area.servedCall}</p>
      <RegionLines lines={answerLines(answer).filter((key) => key !== site.mainPhone)} />
      {anyTime}
    </div>
  );
}
