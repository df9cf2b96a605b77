/** A message box of the admin: an error (announced at once), a success or a piece of information. */
import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/components/ui/use-hydrated";

export type NoticeTone = "error" | "success" | "info";

const NOTICE_STYLES: Record<NoticeTone, string> = {
  error: "bg-red-50 text-red-800 ring-red-200",
  success: "bg-green-50 text-green-800 ring-green-200",
  info: "bg-amber-50 text-amber-900 ring-amber-200",
};

export function Notice({
  tone,
  children,
  onDismiss,
}: {
  tone: NoticeTone;
  children: ReactNode;
  /** Shows a Dismiss button once JavaScript runs (messages after an action, useTimedMessage). */
  onDismiss?: () => void;
}) {
  const hydrated = useHydrated();
  return (
    <div
      role={onDismiss ? undefined : tone === "error" ? "alert" : "status"}
      className={`flex items-start gap-3 rounded-lg p-4 text-sm font-medium ring-1 ${NOTICE_STYLES[tone]}`}
    >
      <NoticeIcon tone={tone} />
      {/* With a Dismiss button the message alone is the live region, not the button's name. */}
      <div
        role={onDismiss ? (tone === "error" ? "alert" : "status") : undefined}
        className="min-w-0 flex-1"
      >
        {children}
      </div>
      {onDismiss && hydrated ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          title="Dismiss"
          className="-my-2.5 -mr-2.5 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-black/5"
        >
          <Icon name="close" className="size-5" />
        </button>
      ) : null}
    </div>
  );
}

function NoticeIcon({ tone }: { tone: NoticeTone }) {
  return (
    <Icon name={tone === "success" ? "check-circle" : "alert"} className="mt-0.5 size-5 shrink-0" />
  );
}
