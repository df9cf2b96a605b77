import { useEffect, useRef } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { Icon } from "~/components/ui/icon";

type DeleteResult = { error?: string };

/**
 * The x button of a manage list. It is a plain POST form: without JavaScript
 * the server answers with the confirmation page (docs/product/admin.md#deleting); with it,
 * the browser's confirm() asks the list's confirmation question, saying where the item goes
 * (the Trash), and a fetcher deletes.
 */
const TRASH_NOTE = "It goes to the Trash, where you can restore it for 30 days.";

export function DeleteControl({
  action,
  itemTitle,
  question,
  failureMessage,
  className = "",
}: {
  action: string;
  itemTitle: string;
  question: string;
  failureMessage: string;
  className?: string;
}) {
  const fetcher = useFetcher<DeleteResult>();
  const reported = useRef<DeleteResult | null>(null);
  const revalidator = useRevalidator();
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.error) return;
    if (reported.current === fetcher.data) return;
    reported.current = fetcher.data;
    window.alert(failureMessage);
    // A refused delete is not revalidated on its own; the item may be gone already.
    void revalidator.revalidate();
  }, [fetcher.state, fetcher.data, failureMessage, revalidator]);

  return (
    <form
      method="post"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        if (!window.confirm(`${question}\n\n${TRASH_NOTE}`)) return;
        fetcher.submit({ confirmed: "yes" }, { method: "post", action, preventScrollReset: true });
      }}
    >
      <button
        type="submit"
        aria-label={`Delete ${itemTitle}`}
        title="Delete"
        disabled={busy}
        className={`inline-flex size-10 items-center justify-center rounded-lg text-red-700 ring-1 ring-slate-300 hover:bg-red-50 hover:ring-red-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-wait disabled:opacity-50 ${className}`}
      >
        {busy ? (
          <span className="size-4 animate-spin rounded-full border-2 border-red-700 border-t-transparent" />
        ) : (
          <Icon name="close" className="size-5" />
        )}
      </button>
    </form>
  );
}
