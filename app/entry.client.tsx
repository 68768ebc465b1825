import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadInFullWhenScriptsFail } from "./lib/load-in-full.ts";

// React Router's default entry, plus one thing: a page whose script cannot be fetched on the way
// there loads as a document instead (lib/load-in-full.ts).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={[loadInFullWhenScriptsFail]} />
    </StrictMode>,
  );
});
