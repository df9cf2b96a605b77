/**
 * Each content kind's database table (docs/decisions/060-kind-registry.md). Apart from
 * ./registry.server.ts because the models and app/media/ read it, and they sit below the
 * kinds' model map: slugs, the audit log's links and share cards work on any kind's rows.
 */
import { sql } from "drizzle-orm";
import { blogs, galleries, progressUpdates, projects } from "~/db/schema";
import type { ContentKind } from "./registry";

export const CONTENT_TABLES = {
  project: projects,
  blog: blogs,
  gallery: galleries,
  progress: progressUpdates,
} as const satisfies Record<ContentKind, unknown>;

/**
 * The file name of the photo an item's share card is drawn from, written out: inside a select
 * list Drizzle leaves column names unqualified.
 */
export const CARD_COVERS = {
  project: sql<
    string | null
  >`(select i.file_name from images i where i.project_id = "projects"."id" and i.role = 'cover' order by i.position limit 1)`,
  blog: sql<
    string | null
  >`(select i.file_name from images i where i.blog_id = "blogs"."id" order by i.position limit 1)`,
  gallery: sql<
    string | null
  >`(select i.file_name from images i where i.gallery_id = "galleries"."id" order by i.position limit 1)`,
  progress: sql<
    string | null
  >`(select i.file_name from images i where i.progress_id = "progress_updates"."id" order by i.position limit 1)`,
} satisfies Record<ContentKind, unknown>;
