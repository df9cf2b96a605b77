/**
 * A friendly "nothing here" panel with an optional action.
 *
 *   <EmptyState title="No projects found" message="…">
 *     <ButtonLink to="/projects">View All Projects</ButtonLink>
 *   </EmptyState>
 */
import type { ReactNode } from "react";
import { Icon, type IconName } from "./icon";

export function EmptyState({
  title,
  message,
  icon = "search",
  children,
}: {
  title: string;
  message?: ReactNode;
  icon?: IconName;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl bg-slate-50 px-6 py-12 text-center ring-1 ring-slate-200">
      <Icon name={icon} className="mx-auto size-10 text-slate-400" />
      <h3 className="mt-3 text-xl font-bold text-slate-900">{title}</h3>
      {message ? <p className="mt-2 text-slate-600">{message}</p> : null}
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
