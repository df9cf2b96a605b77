/**
 * Each content kind's database table (docs/decisions/060-kind-registry.md). Apart from
 * ./registry.server.ts because the models and app/media/ read it, and they sit below the
 * kinds' model map: slugs, the audit log's links and share cards work on any kind's rows.
 */
import { getTableName, sql } from "drizzle-orm";
import { blogs, galleries, progressUpdates, projects } from "~/db/schema";
import type { ContentKind } from "./registry";

export const CONTENT_TABLES = {
  project: projects,
  blog: blogs,
  gallery: galleries,
  progress: progressUpdates,
} as const satisfies Record<ContentKind, unknown>;

/**
 * The file name of the photo an item's share card is drawn from: its first cover (a project's
 * own) or image (every other kind's), never a project's gallery photo or RERA code. Written
 * out: inside a select list Drizzle leaves column names unqualified.
 */
export function cardCover(kind: ContentKind) {
  const item = sql.identifier(getTableName(CONTENT_TABLES[kind]));
  return sql<string | null>`(select i.file_name from images i
    where i.owner_kind = ${kind} and i.owner_id = ${item}."id" and i.role in ('cover', 'image')
    order by i.position limit 1)`;
}
