import type { ReactNode } from "react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

/** The pencil of a manage list row. */
export function EditLink({ to, itemTitle }: { to: string; itemTitle: string }) {
  return (
    <Link
      to={to}
      aria-label={`Edit ${itemTitle}`}
      title="Edit"
      className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 hover:text-orange-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
    >
      <Icon name="pencil" className="size-5" />
    </Link>
  );
}

/** The "View on site" of a manage list row: the item's public page, in a new tab. */
export function ViewLink({ to, itemTitle }: { to: string; itemTitle: string }) {
  return (
    <a
      href={to}
      target="_blank"
      rel="noopener"
      aria-label={`View ${itemTitle} on the site`}
      title="View on site"
      className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 hover:text-orange-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
    >
      <Icon name="external-link" className="size-5" />
    </a>
  );
}

export function AddButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink to={to}>
      <Icon name="plus" className="size-5" />
      {children}
    </ButtonLink>
  );
}

/** "3 projects" / "1 project". */
export function countLabel(count: number, singular: string, plural = `${singular}s`) {
  return `${count} ${count === 1 ? singular : plural}`;
}

export function CategoryBadge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex rounded-full bg-orange-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-orange-800 ring-1 ring-orange-200">
      {children}
    </span>
  );
}

/** A creation date such as "Mar 8, 2026", in the company's time zone so server and browser agree. */
export function formatDate(iso: string) {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "Asia/Kolkata",
  });
}
