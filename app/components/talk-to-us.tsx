import { Fragment } from "react";
import { SiteLink } from "./site-link.tsx";
import { recipientParameter } from "../../content/inquiry-form.ts";
import { pathTo } from "../../content/navigation.ts";
import { usePageRecipient } from "../lib/page-recipient.ts";
import { hoursText } from "../../content/care-facts.ts";
import type { Locale } from "../../content/locale.ts";
import type { UiStrings } from "../../content/words.ts";
import { type CallGroup, callGroups } from "../lib/call-groups.ts";
import { useLocale, useUi } from "../lib/use-ui.ts";
import { regionsServed } from "./area-check.tsx";
import { Icon } from "./icon.tsx";
import { FrenchService, PhoneList } from "./phone-list.tsx";

/**
 * The box on every service and About page with the page's phone lines: calling is always one tap
 * away. Its words come from the lines' facts, so it says "day or night" only of lines that are,
 * and "French spoken" only of lines answered in French.
 */
export function TalkToUs({
  lines,
}: {
  /** The phone lines to offer, by key in content/site.ts. */
  lines: readonly string[];
}) {
  const t = useUi();
  const locale = useLocale();
  const groups = callGroups(lines);
  // From a service page, the form opens with the department that handles it chosen.
  const recipient = usePageRecipient();
  const contactLink = `${pathTo("contact", locale)}${recipient ? `?${recipientParameter}=${recipient}` : ""}`;
  return (
    <aside className="talk-to-us" aria-labelledby="talk-to-us-heading">
      <h2 id="talk-to-us-heading">
        <Icon name="phone" /> {t.talkToUs.heading}
      </h2>
      {groups.map((group) => (
        <Fragment key={group.intro}>
          <p>{introText(group, locale, t)}</p>
          <PhoneList lines={group.lines} />
        </Fragment>
      ))}
      <FrenchService lines={groups.flatMap((group) => group.lines)} />
      <p className="talk-to-us__area">
        {t.area.short(
          new Intl.ListFormat(locale, { type: "conjunction" }).format(regionsServed(locale, true)),
        )}
      </p>
      <p>
        <SiteLink to={contactLink}>{t.talkToUs.writeInstead}</SiteLink>
      </p>
    </aside>
  );
}

/** The words before a group of lines, with the lines' hours when the group has them. */
function introText(group: CallGroup, locale: Locale, t: UiStrings): string {
  const { intro, introWithHours } = t.talkToUs;
  return group.hours && group.intro in introWithHours
    ? introWithHours[group.intro as keyof typeof introWithHours](hoursText(group.hours, locale))
    : intro[group.intro];
}
