import type { ReactNode } from "react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { PublishState } from "~/content/publish-state";

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

/** A creation date such as "8 Mar 2026" (the site's one date style). */
export { formatDate } from "~/utils/dates";

/** An item's publish state as the owner's lists show it (docs/decisions/026-publish-state.md). */
export type RowPublishState = { state: PublishState; label: string };

const STATE_STYLES: Record<PublishState, string> = {
  published: "bg-green-50 text-green-800 ring-green-200",
  draft: "bg-slate-100 text-slate-700 ring-slate-300",
  scheduled: "bg-sky-50 text-sky-800 ring-sky-200",
};

/** "Draft", "Published" or "Scheduled for 5 Dec 2026, 10:00 am IST", as a badge. */
export function PublishStateBadge({ publish }: { publish: RowPublishState }) {
  return (
    <span
      className={`inline-flex items-start gap-1 rounded-md px-2 py-0.5 text-xs leading-5 font-semibold ring-1 ${STATE_STYLES[publish.state]}`}
    >
      {publish.state === "scheduled" ? (
        <Icon name="clock" className="mt-0.75 size-3.5 shrink-0" />
      ) : null}
      {publish.label}
    </span>
  );
}

/**
 * The eye or arrow of a manage list row: the item's public page, or its
 * preview while it is a draft or scheduled (docs/product/admin-forms.md#admin-feedback).
 */
export function SiteLink({
  site,
  itemTitle,
}: {
  site: { to: string; preview: boolean };
  itemTitle: string;
}) {
  return (
    <a
      href={site.to}
      aria-label={site.preview ? `Preview ${itemTitle}` : `View ${itemTitle} on the site`}
      title={site.preview ? "Preview" : "View on site"}
      className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 hover:text-orange-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
    >
      <Icon name={site.preview ? "eye" : "external-link"} className="size-5" />
    </a>
  );
}
