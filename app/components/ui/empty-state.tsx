/**
 * A friendly "nothing here" panel with an optional action, on the public pages and in the admin.
 *
 *   <EmptyState title="No projects found" message="…">
 *     <ButtonLink to="/projects">View All Projects</ButtonLink>
 *   </EmptyState>
 *   <EmptyState message="No gallery images found." icon={null} surface="card" />   (admin lists)
 */
import type { ReactNode } from "react";
import { Icon, type CoreIconName } from "./icon";

const surfaces = {
  /** A grey panel inside a white page section. */
  muted: "mx-auto max-w-xl bg-slate-50",
  /** A white card on the grey admin background. */
  card: "bg-white shadow-sm",
};

export function EmptyState({
  title,
  message,
  icon = "search",
  surface = "muted",
  children,
}: {
  title?: string;
  message?: ReactNode;
  icon?: CoreIconName | null;
  surface?: keyof typeof surfaces;
  children?: ReactNode;
}) {
  return (
    <div
      className={`rounded-2xl px-6 py-12 text-center ring-1 ring-slate-200 ${surfaces[surface]}`}
    >
      {icon ? <Icon name={icon} className="mx-auto size-10 text-slate-400" /> : null}
      {title ? <h3 className="mt-3 text-xl font-bold text-slate-900">{title}</h3> : null}
      {message ? (
        <p className={title ? "mt-2 text-slate-600" : "text-lg font-medium text-slate-700"}>
          {message}
        </p>
      ) : null}
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
