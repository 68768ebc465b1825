/**
 * `npm run og-image`: draws the 1200×630 picture that link previews (Facebook, LinkedIn, messages)
 * show for every page, from the site configuration, and saves it as public/og-image.png. Run it
 * again after changing the provider's name or main phone line.
 */
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { localeTags, locales } from "../content/locale.ts";
import { shareImageFile } from "../content/navigation.ts";
import { formatPhone } from "../content/phone.ts";
import { site } from "../content/site.ts";
import { shortWords } from "../content/words.ts";
import { chromiumArgs, chromiumPath } from "./ensure-chromium.ts";

const font = readFileSync("app/fonts/atkinson-hyperlegible-next-latin-wght-normal.woff2").toString(
  "base64",
);
const mark = readFileSync("public/favicon.svg", "utf8");
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const locale of locales) {
  const { ui, site: words } = shortWords[locale];
  const phone = formatPhone(site.phoneLines[site.mainPhone].number, locale);
  const areas = new Intl.ListFormat(localeTags[locale]).format(words.areaServed.slice(0, 3));
  const html = `<!DOCTYPE html><html><head><style>
@font-face { font-family: Atkinson; src: url(data:font/woff2;base64,${font}) format("woff2"); font-weight: 400 700; }
body { margin: 0; width: 1200px; height: 630px; display: flex; flex-direction: column; justify-content: center;
  padding: 0 96px; box-sizing: border-box; background: #0b4f5c; color: #fff; font-family: Atkinson, sans-serif; }
.mark { width: 132px; height: 132px; background: #fff; border-radius: 28px; padding: 16px; box-sizing: border-box; }
h1 { font-size: 76px; line-height: 1.05; margin: 40px 0 16px; }
p { font-size: 38px; margin: 0 0 12px; }
.phone { font-weight: 700; color: #f6a55b; }
</style></head><body>
<div class="mark">${mark}</div>
<h1>${site.name}</h1>
<p>${ui.shareImage.services(areas)}</p>
<p class="phone">${ui.shareImage.call(phone)}</p>
</body></html>`;
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `public/${shareImageFile[locale]}` });
  await page.close();
  console.log(`public/${shareImageFile[locale]} written (1200×630)`);
}
await browser.close();
