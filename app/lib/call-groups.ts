import { lineHours, sameHours } from "../../content/care-facts.ts";
import type { LineHours } from "../../content/schema.ts";
import { type PhoneKey, site } from "../../content/site.ts";
import type { UiStrings } from "../../content/words.ts";

/** Which words introduce a group of lines (content/<language>/ui.ts, `talkToUs.intro`). */
export type CallIntro = keyof UiStrings["talkToUs"]["intro"];

/** Phone lines shown together under one introduction. */
export interface CallGroup {
  /** The words before the lines. */
  intro: CallIntro;
  /** The lines, by key in content/site.ts. */
  lines: PhoneKey[];
  /** When every line of the group is answered, if they share hours that content/site.ts states. */
  hours?: LineHours;
}

/**
 * The "Talk to us" box's lines in groups, each with words that are true of every line in it:
 * first the lines that are not answered round the clock (with their hours, when they share hours
 * content/site.ts states), then those answered round the clock ("after those hours", when the
 * first group's hours were said). A box whose lines are none of them answered round the clock
 * also offers the main line (which content/schema.ts requires to be), so there is always someone
 * to call at night.
 */
export function callGroups(keys: readonly string[]): CallGroup[] {
  const lines = keys.map((key) => {
    const line = site.phoneLines[key as PhoneKey];
    if (!line) throw new Error(`No phone line "${key}" in content/site.ts`);
    return { key: key as PhoneKey, line };
  });
  const others = lines.filter(({ line }) => !line.roundTheClock);
  const always = lines.filter(({ line }) => line.roundTheClock).map(({ key }) => key);
  if (always.length === 0) always.push(site.mainPhone);

  const groups: CallGroup[] = [];
  if (others.length > 0) {
    const intro: CallIntro = others.every(({ line }) => "region" in line && line.region)
      ? "regional"
      : others.length > 1
        ? "several"
        : "one";
    const hours = lineHours(others[0]!.key);
    const shared = hours && others.every(({ key }) => sameHours(lineHours(key), hours));
    groups.push({ intro, lines: others.map(({ key }) => key), ...(shared ? { hours } : {}) });
  }
  const intro: CallIntro =
    others.length === 0 ? "onlyRoundTheClock" : groups[0]!.hours ? "afterHours" : "roundTheClock";
  groups.push({ intro, lines: always });
  return groups;
}
