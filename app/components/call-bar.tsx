import { pathTo } from "../../content/navigation.ts";
import { mainPhone } from "../lib/site-facts.ts";
import { useCurrentPath } from "../lib/use-current-path.ts";
import { useLocale, useUi } from "../lib/use-ui.ts";
import { Icon } from "./icon.tsx";

/**
 * On phones, the main line stays within reach on long pages: a bar at the bottom of the screen,
 * drawn by CSS alone (components.css, "The call bar"). It slides away while another call link
 * is on screen (the header's, a "Talk to us" box, the footer's), comes back into sight when it
 * has focus, and the page keeps focused elements clear of it (scroll-padding), so it never hides
 * what has focus (WCAG 2.4.11). In the reading order it is the end of the page's content. The
 * contact page, whose content is phone numbers, has none.
 */
export function CallBar() {
  const t = useUi();
  const locale = useLocale();
  const phone = mainPhone(locale);
  if (useCurrentPath() === pathTo("contact", locale)) return null;
  return (
    <a className="call-bar" href={phone.href}>
      <Icon name="phone" size={22} />
      {/* One text node, so the space stays when React hydrates (the link's name). */}
      <span>{`${t.callUs} `}</span>
      <span className="nowrap">{phone.number}</span>
    </a>
  );
}
