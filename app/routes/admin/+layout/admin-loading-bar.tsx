import { useNavigation } from "react-router";

/**
 * The admin's loading sign: a bar across the top of the window from the
 * moment a link or a form is tapped until the next screen shows. On slow
 * mobile data the next screen's code and data can take seconds, and the
 * browser shows nothing while a client-side navigation runs. It appears
 * at once (no delay, unlike the public pages' bar) so a tap is always
 * answered within a frame.
 */
export function AdminNavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div
      role="progressbar"
      aria-label={navigation.state === "submitting" ? "Saving" : "Loading page"}
      aria-hidden={busy ? undefined : "true"}
      aria-busy={busy}
      data-testid="admin-loading"
      data-busy={busy}
      className="group/progress pointer-events-none fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden opacity-0 data-[busy=true]:opacity-100"
    >
      <div className="h-full w-1/5 bg-gradient-to-r from-orange-500 via-amber-400 to-orange-600 transition-[width] duration-0 ease-out group-data-[busy=true]/progress:w-4/5 group-data-[busy=true]/progress:animate-pulse group-data-[busy=true]/progress:duration-[2500ms]" />
    </div>
  );
}
