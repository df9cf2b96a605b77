/**
 * A plain-form editor's save while offline (the Site Pages editors and Settings post their
 * forms as documents, not through UploadForm): with JavaScript, the save is not sent, so the
 * page stays instead of becoming the browser's error page, and the form says so in the words
 * of the other editors (docs/product.md#work-kept-on-the-device). The text is kept on the
 * device by kept-work.tsx as the save starts.
 */
import { useEffect, useRef, useState } from "react";
import { Notice } from "./notice";
import { SaveTroubleMessage } from "./save-trouble";

export function useOfflineSave(formId: string) {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!form) return;
    const stopIfOffline = (event: Event) => {
      if (navigator.onLine) {
        setOffline(false);
        return;
      }
      event.preventDefault();
      // Not on to React Router's Form (the keeping of the text on this element still runs).
      event.stopPropagation();
      setOffline(true);
    };
    // Capture: before React Router's Form sends the submission.
    form.addEventListener("submit", stopIfOffline, { capture: true });
    return () => form.removeEventListener("submit", stopIfOffline, { capture: true });
  }, [formId]);
  return offline;
}

/** The message of a save stopped offline, scrolled into view and focused where it shows. */
export function OfflineSaveMessage({ offline }: { offline: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!offline) return;
    box.current?.scrollIntoView({ block: "center" });
    box.current?.focus();
  }, [offline]);
  if (!offline) return null;
  return (
    <div ref={box} tabIndex={-1} className="outline-none">
      <Notice tone="error">
        <SaveTroubleMessage trouble={{ kind: "offline" }} />
      </Notice>
    </div>
  );
}
