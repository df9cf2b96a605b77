/**
 * The lead-source report (docs/product/enquiry-pipeline.md#report): by month (India time) and
 * source, how many enquiries came, how many site visits were booked and how many enquiries were
 * won. A source is the first visit's utm_source, else the referring host, else "Direct".
 */
import { sql } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { DIRECT } from "~/utils/lead-source";

export type LeadReportRow = {
  /** YYYY-MM, India time. */
  month: string;
  source: string;
  enquiries: number;
  visits: number;
  won: number;
};

/** The rows of the `months` most recent months that have any, newest month first, busiest source first. */
export function leadSourceReport(months = 12): LeadReportRow[] {
  // India is UTC+5:30 all year (no daylight saving): a time's month there is its month 330 minutes on.
  const rows = getDb().all<LeadReportRow>(sql`
    with leads as (
      select strftime('%Y-%m', created_at, '+330 minutes') as month,
        coalesce(nullif(json_extract(source, '$.utmSource'), ''),
                 nullif(json_extract(source, '$.referrer'), ''), ${DIRECT}) as source,
        1 as enquiries, 0 as visits, status = 'won' as won
      from enquiries where deleted_at is null
      union all
      select strftime('%Y-%m', created_at, '+330 minutes'),
        coalesce(nullif(json_extract(source, '$.utmSource'), ''),
                 nullif(json_extract(source, '$.referrer'), ''), ${DIRECT}),
        0, 1, 0
      from site_visits
    ),
    recent as (select distinct month from leads order by month desc limit ${months})
    select month, source, sum(enquiries) as enquiries, sum(visits) as visits, sum(won) as won
    from leads where month in (select month from recent)
    group by month, source
    order by month desc, sum(enquiries) + sum(visits) desc, source
  `);
  return rows.map((row) => ({
    month: row.month,
    source: row.source,
    enquiries: Number(row.enquiries),
    visits: Number(row.visits),
    won: Number(row.won),
  }));
}
