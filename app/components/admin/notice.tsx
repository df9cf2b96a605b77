/** A message box of the admin: an error (announced at once), a success or a piece of information. */
import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";

export type NoticeTone = "error" | "success" | "info";

const NOTICE_STYLES: Record<NoticeTone, string> = {
  error: "bg-red-50 text-red-800 ring-red-200",
  success: "bg-green-50 text-green-800 ring-green-200",
  info: "bg-amber-50 text-amber-900 ring-amber-200",
};

export function Notice({ tone, children }: { tone: NoticeTone; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex items-start gap-3 rounded-lg p-4 text-sm font-medium ring-1 ${NOTICE_STYLES[tone]}`}
    >
      <NoticeIcon tone={tone} />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

function NoticeIcon({ tone }: { tone: NoticeTone }) {
  return (
    <Icon name={tone === "success" ? "check-circle" : "alert"} className="mt-0.5 size-5 shrink-0" />
  );
}
