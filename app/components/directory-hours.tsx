import { hoursText, lineHours, sameHours } from "../../content/care-facts.ts";
import { type PhoneKey, site } from "../../content/site.ts";
import { useLocale, useUi } from "../lib/use-ui.ts";
import { PhoneList } from "./phone-list.tsx";

/**
 * Above the contact page's phone directory: when the regional lines are answered (their shared
 * hours in content/site.ts), and the line answered round the clock after them, in the words of
 * the "Talk to us" box (issue 37). Nothing when the regional lines do not share their hours.
 */
export function DirectoryHours({
  lines,
}: {
  /** The directory's lines, by key in content/site.ts. */
  lines: readonly string[];
}) {
  const t = useUi();
  const locale = useLocale();
  const regional = lines.filter((key) => {
    const line = site.phoneLines[key as PhoneKey];
    return "region" in line && line.region;
  });
  const hours = regional.length > 0 ? lineHours(regional[0]!) : undefined;
  if (!hours || !regional.every((key) => sameHours(lineHours(key), hours))) return null;
  return (
    <div className="directory-hours">
      <p>{t.contact.regionalHours(hoursText(hours, locale))}</p>
      <p>{t.talkToUs.intro.afterHours}</p>
      <PhoneList lines={[site.mainPhone]} />
    </div>
  );
}
