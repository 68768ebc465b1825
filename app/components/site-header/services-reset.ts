/**
 * The header's one script, inline on every page (so a page that ships no script module still has
 * no request to make): whenever the phone menu opens or closes, the Services list inside it folds.
 * The spec: "Opening or closing the mobile menu closes the services dropdown." A `<details>` keeps
 * its state while the popover around it is hidden, and no markup resets it (decision 002).
 *
 * `beforetoggle` fires on every open and close, however it happens (Menu, Close menu, Escape, a
 * tap on the dim), and before the menu is drawn, so it never shows the old state. Without
 * JavaScript the list simply stays as it was left. The CSP allows this script by its hash: the
 * build hashes every inline script of each page (scripts/postbuild.ts), and the server the pages
 * it writes itself (server/app.ts).
 */
export const servicesResetScript =
  'document.getElementById("main-menu").addEventListener("beforetoggle",function(){this.querySelector("details").open=false})';
