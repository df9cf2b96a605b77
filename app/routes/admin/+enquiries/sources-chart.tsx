/**
 * The lead-source report's chart, drawn on the server as SVG (no chart script): per month, one
 * bar per source, its label above it ("facebook: 3 enquiries, 1 visit, 1 won"), so it reads on a
 * 375 px phone. The bar's length is enquiries plus visits; its dark part the won enquiries.
 */
import type { LeadReportRow } from "~/models/lead-report.server";
import { monthLabel } from "./month-label";

const WIDTH = 340;
const LABEL_HEIGHT = 16;
const BAR_HEIGHT = 12;
const ROW_GAP = 8;
const MONTH_HEIGHT = 22;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function barLabel(row: LeadReportRow) {
  return `${row.source}: ${plural(row.enquiries, "enquiry", "enquiries")}, ${plural(row.visits, "visit", "visits")}, ${row.won} won`;
}

export function SourcesChart({ rows, title }: { rows: LeadReportRow[]; title: string }) {
  const most = Math.max(1, ...rows.map((row) => row.enquiries + row.visits));
  const scale = (count: number) => (count / most) * WIDTH;
  const parts: React.ReactNode[] = [];
  let y = 0;
  let month = "";
  for (const row of rows) {
    if (row.month !== month) {
      month = row.month;
      y += MONTH_HEIGHT;
      parts.push(
        <text key={`m-${month}`} x={0} y={y - 6} className="fill-slate-900 text-[13px] font-bold">
          {monthLabel(month)}
        </text>,
      );
    }
    const key = `${row.month}-${row.source}`;
    parts.push(
      <g key={key}>
        <text x={0} y={y + LABEL_HEIGHT - 4} className="fill-slate-700 text-[12px]">
          {barLabel(row)}
        </text>
        <rect
          x={0}
          y={y + LABEL_HEIGHT}
          width={Math.max(2, scale(row.enquiries + row.visits))}
          height={BAR_HEIGHT}
          rx={3}
          className="fill-orange-300"
        />
        {row.won > 0 ? (
          <rect
            x={0}
            y={y + LABEL_HEIGHT}
            width={scale(row.won)}
            height={BAR_HEIGHT}
            rx={3}
            className="fill-emerald-700"
          />
        ) : null}
      </g>,
    );
    y += LABEL_HEIGHT + BAR_HEIGHT + ROW_GAP;
  }
  return (
    <svg
      role="img"
      aria-labelledby="sources-chart-title"
      viewBox={`0 0 ${WIDTH} ${Math.max(y, 1)}`}
      width="100%"
      className="block max-w-xl"
    >
      <title id="sources-chart-title">{title}</title>
      {parts}
    </svg>
  );
}
