/**
 * Saves that fail saying what happened (docs/product/admin-forms.md#work-kept-on-the-device):
 * offline, the connection dropped, signed out (the admin guard answers a
 * script's save 401, app/http/auth.server.ts) or the server failed, each
 * with what to do. The form stays as it was and its text stays kept on the
 * device (kept-work.tsx), so saving again sends every word.
 */
import type { SaveTrouble } from "~/components/admin/offline/save-trouble-reason";

/** What happened to a save and what to do, in the form's message box. */
export function SaveTroubleMessage({ trouble }: { trouble: SaveTrouble }) {
  switch (trouble.kind) {
    case "offline":
      return (
        <>You are offline: your text is kept on this phone; save again when you are back online.</>
      );
    case "connection":
      return (
        <>
          The connection dropped before the save was done: your text is kept on this phone; save
          again when the connection is back.
        </>
      );
    case "signed-out":
      return (
        <>
          You were signed out: sign in again in the new tab, then save again here.{" "}
          <a
            href={trouble.signIn}
            target="_blank"
            rel="noopener"
            className="font-semibold underline"
          >
            Sign in (opens a new tab)
          </a>
        </>
      );
    case "server":
      return (
        <>
          The save failed on the server.{trouble.reason ? ` ${trouble.reason}` : ""} Your text is
          still here and kept on this phone: try saving again in a moment.
        </>
      );
  }
}
