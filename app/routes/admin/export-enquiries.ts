import { exportEnquiries } from "~/models/enquiry.server";
import { notesOf, type EnquiryNote } from "~/models/enquiry-notes.server";
import { ENQUIRY_SORTS, isEnquiryStatus } from "~/utils/enquiry-options";
import { requireAdmin } from "~/http/auth.server";
import { toCsv } from "~/text/csv";
import { leadSourceName } from "~/utils/lead-source";
import { readListParams } from "~/utils/list-params";
import type { Route } from "./+types/export-enquiries";

/** One private note in its cell: when, who, what; several notes go one per line, oldest first. */
function noteLine(note: EnquiryNote) {
  return `${note.createdAt} ${note.authorEmail}: ${note.body}`;
}

/** Every enquiry matching the list's search and status filter, as a spreadsheet-safe CSV file. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const { q, sort } = readListParams(url, ENQUIRY_SORTS);
  const status = url.searchParams.get("status");
  const rows = exportEnquiries({ q, sort, status: isEnquiryStatus(status) ? status : null });
  const notes = notesOf(rows.map((row) => row.id));
  const csv = toCsv(
    [
      "Received",
      "Name",
      "Email",
      "Phone",
      "Service",
      "Package",
      "Message",
      "Page",
      "Status",
      "Notes",
      "Estimate",
      // The pipeline's columns come last: spreadsheets built on the earlier columns keep working.
      "Lost reason",
      "Call back on",
      "Source",
      "Landing page",
      "Campaign",
    ],
    rows.map((row) => [
      row.createdAt,
      row.name,
      row.email,
      row.phone,
      row.service,
      row.package,
      row.message,
      row.page,
      row.status,
      (notes[row.id] ?? []).map(noteLine).join("\n"),
      row.estimate ? `${row.estimate.summary} /estimate?${row.estimate.query}` : "",
      row.lostReason,
      row.followUpOn ?? "",
      leadSourceName(row.source),
      row.source?.landingPage ?? "",
      row.source?.utmCampaign ?? "",
    ]),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="enquiries-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
