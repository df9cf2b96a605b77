import { Link } from "react-router";
import { AdminPageHeader, adminErrorBoundary } from "~/components/admin/page";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { leadSourceReport } from "~/models/lead-report.server";
import { monthLabel } from "./+enquiries/month-label";
import { SourcesChart } from "./+enquiries/sources-chart";
import type { Route } from "./+types/enquiry-sources";

/** Where leads come from, by month (docs/product/enquiry-pipeline.md#report). */
export function loader() {
  return { rows: leadSourceReport() };
}

const CHART_TITLE = "Enquiries and site visits by source and month, with the enquiries won";

export default function EnquirySources({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  const months = [...new Set(rows.map((row) => row.month))];
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Where enquiries come from"
        description="By month, India time: the campaign (utm_source) of the visitor's first visit, else the site that sent them, else Direct."
        actions={
          <Link to="/enquiries" className={buttonClass("secondary")}>
            Back to enquiries
          </Link>
        }
      />
      {rows.length === 0 ? (
        <EmptyState message="No enquiries or site visits yet." icon={null} surface="card" />
      ) : (
        <>
          <section
            aria-labelledby="sources-chart-heading"
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
          >
            <h2 id="sources-chart-heading" className="text-lg font-bold text-slate-900">
              Chart
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Bar: enquiries and visits; dark part: enquiries won.
            </p>
            <div className="mt-3">
              <SourcesChart rows={rows} title={CHART_TITLE} />
            </div>
          </section>
          {months.map((month) => (
            <section
              key={month}
              aria-labelledby={`month-${month}`}
              className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
            >
              <table className="w-full text-left text-sm">
                <caption
                  id={`month-${month}`}
                  className="px-4 pt-4 text-left text-lg font-bold text-slate-900"
                >
                  {monthLabel(month)}
                </caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    <th scope="col" className="px-4 py-2 font-semibold">
                      Source
                    </th>
                    <th
                      scope="col"
                      className="w-0 px-3 py-2 text-right font-semibold whitespace-nowrap"
                    >
                      Enquiries
                    </th>
                    <th
                      scope="col"
                      className="w-0 px-3 py-2 text-right font-semibold whitespace-nowrap"
                    >
                      Visits
                    </th>
                    <th
                      scope="col"
                      className="w-0 px-3 py-2 text-right font-semibold whitespace-nowrap"
                    >
                      Won
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {rows
                    .filter((row) => row.month === month)
                    .map((row) => (
                      <tr key={row.source}>
                        <th
                          scope="row"
                          className="px-4 py-2 font-semibold break-words text-slate-900"
                        >
                          {row.source}
                        </th>
                        <td className="w-0 px-3 py-2 text-right whitespace-nowrap tabular-nums">
                          {row.enquiries}
                        </td>
                        <td className="w-0 px-3 py-2 text-right whitespace-nowrap tabular-nums">
                          {row.visits}
                        </td>
                        <td className="w-0 px-3 py-2 text-right whitespace-nowrap tabular-nums">
                          {row.won}
                        </td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </section>
          ))}
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "Failed to load the report. Please try again.",
  back: { to: "/enquiries", label: "Back to enquiries" },
});
