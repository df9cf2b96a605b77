/**
 * React Router's client entry, as generated, with one addition: text typed into the server's
 * HTML before the script ran survives hydration (utils/typed-before-hydration.ts).
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { keepTextTypedBeforeHydration } from "~/components/admin/form/typed-before-hydration";

keepTextTypedBeforeHydration();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
