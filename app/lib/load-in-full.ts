import type { ClientInstrumentation, InstrumentationHandlerResult } from "react-router";

/** Where the navigation under way is going, while one is. */
let destination: string | undefined;

/**
 * When the script of the page a visitor moves to in the browser cannot be fetched (a new build
 * deployed since this page loaded, or a dropped connection), that page loads in full instead, as
 * a document: every page works that way (issue 17, item 8). On its own React Router would reload
 * the page the visitor is on when a route's module fails (its `loadRouteModule`), or show the
 * error page when a route's loader, split into a chunk of its own, fails.
 *
 * Given to React Router as an instrumentation (app/entry.client.tsx), it wraps each navigation,
 * which knows where the visitor is going. While one runs, the router's reload becomes a load of
 * that address (the Navigation API's navigate event; a browser without it reloads, as before),
 * and so does a failed loader chunk.
 */
export const loadInFullWhenScriptsFail: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(navigate, { to }) {
        // A step through the history: the pages there were shown, so their scripts are loaded.
        if (typeof to === "number") {
          await navigate();
          return;
        }
        const address = new URL(to, window.location.href).href;
        destination = address;
        const loadInstead = (event: NavigateEvent) => {
          if (event.navigationType !== "reload" || !event.cancelable) return;
          event.preventDefault();
          window.location.assign(address);
        };
        window.navigation?.addEventListener("navigate", loadInstead);
        try {
          await navigate();
        } finally {
          window.navigation?.removeEventListener("navigate", loadInstead);
          if (destination === address) destination = undefined;
        }
      },
    });
  },
  route({ instrument }) {
    async function loadOrGo(load: () => Promise<InstrumentationHandlerResult>) {
      const result = await load();
      if (result.status !== "error" || !destination) return;
      window.location.assign(destination);
      // The router waits for the new document rather than show an error for a moment.
      await new Promise(() => {});
    }
    instrument({ "lazy.loader": loadOrGo, "lazy.action": loadOrGo, "lazy.middleware": loadOrGo });
  },
};
