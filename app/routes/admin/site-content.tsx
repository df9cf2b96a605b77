import { Link, useLoaderData } from "react-router";
import { AdminPageHeader, adminErrorBoundary } from "~/components/admin/page";
import { Icon } from "~/components/ui/icon";
import { getSectionRecord } from "~/models/site-content.server";
import { SITE_SECTION_LABELS, SITE_SECTION_PAGES, SITE_SECTIONS } from "~/schemas/form-choices";
import { formatSaveTime } from "~/content/edit-versions";

/** What each section holds, in the owner's words (docs/product/content.md#site-content). */
const DESCRIPTIONS = {
  home: "Headline, introduction, the four figures and the “why us” points",
  about: "Story, mission, vision, timeline and the team",
  services: "Each service: title, summary, description, features and photo",
  process: "The steps of working with you",
  pricing: "Packages: price per sq.ft, what is included, warranty, “Popular”",
  testimonials: "Clients’ words, with an optional photo and project",
  estimator: "The cost estimator’s extras, payment stages, pace and note",
  progress: "The stages a progress update chooses from, in English and Tamil",
} as const;

export function loader() {
  return {
    sections: SITE_SECTIONS.map((key) => {
      const { version } = getSectionRecord(key);
      return { key, label: SITE_SECTION_LABELS[key], page: SITE_SECTION_PAGES[key], version };
    }),
  };
}

export default function SiteContent() {
  const { sections } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Site Pages"
        description="The texts, prices and photos of the public pages. A save goes live at once."
      />
      <ul className="grid gap-4 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.key}>
            <Link
              to={`/site-content/${section.key}`}
              className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-orange-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
            >
              <span className="flex items-center justify-between gap-3">
                <span className="text-lg font-semibold text-slate-900">{section.label}</span>
                <Icon name="pencil" className="size-5 text-orange-700" />
              </span>
              <span className="mt-1 text-sm text-slate-600">{DESCRIPTIONS[section.key]}</span>
              <span className="mt-3 text-xs text-slate-500">
                On {section.page === "/" ? "the home page" : section.page}
                {section.version ? ` · saved ${formatSaveTime(section.version)}` : ""}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "The site's pages could not be loaded.",
  back: { to: "/dashboard", label: "Back to Dashboard" },
});
