import { SiteLink } from "./site-link.tsx";
import { pathTo } from "../../content/navigation.ts";
import { useUi } from "../lib/use-ui.ts";
import { Icon } from "./icon.tsx";
import { PhoneList } from "./phone-list.tsx";

/** The box on every service page with the area's phone lines: calling is always one tap away. */
export function TalkToUs({ lines }: { lines: readonly string[] }) {
  const t = useUi();
  return (
    <aside className="talk-to-us" aria-labelledby="talk-to-us-heading">
      <h2 id="talk-to-us-heading">
        <Icon name="phone" /> {t.talkToUs.heading}
      </h2>
      <p>{t.talkToUs.text}</p>
      <PhoneList lines={lines} />
      <p>
        <SiteLink to={pathTo("contact")}>{t.talkToUs.writeInstead}</SiteLink>
      </p>
    </aside>
  );
}
