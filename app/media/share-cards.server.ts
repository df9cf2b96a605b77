/**
 * Keeps each project's and post's share card in step with its cover and
 * title (docs/decisions/018-share-images.md): made after every save, the old
 * file removed, and removed with the item.
 */
import { eq, sql } from "drizzle-orm";
import { getSiteConfig } from "~/config/site.server";
import { markContentChanged } from "~/db/content-changes.server";
import { getDb } from "~/db/db.server";
import { blogs, projects } from "~/db/schema";
import { logger } from "~/utils/logger.server";
import {
  deleteShareImage,
  ensureShareImage,
  shareImageName,
  type ShareCard,
} from "~/media/share-card-files.server";

const TABLES = { project: projects, blog: blogs } as const;

export type ShareImageOwner = {
  kind: "project" | "blog";
  id: string;
  title: string;
  cover: string | null;
  shareImage: string | null;
};

/** Makes the card an item should have now; returns its file name (null if drawing failed). */
export async function refreshShareImage(owner: ShareImageOwner): Promise<string | null> {
  const card: ShareCard = {
    title: owner.title,
    companyName: getSiteConfig().name,
    cover: owner.cover,
  };
  const wanted = shareImageName(owner.id, card);
  try {
    await ensureShareImage(wanted, card);
  } catch (error) {
    // The page then shares the site-wide image; the next save or start tries again.
    logger.error({ err: error, item: owner.id }, "could not draw the share image");
    return owner.shareImage;
  }
  // Another save may have changed the item while this card was drawn: the card
  // stored is the one the item wants now, and no drawn file is left unused.
  const [now] = shareImageOwners(owner.kind, owner.id);
  const wantedNow =
    now && shareImageName(owner.id, { ...card, title: now.title, cover: now.cover });
  if (wantedNow !== wanted) {
    if (now?.shareImage !== wanted) await deleteShareImage(wanted);
    return now?.shareImage ?? null;
  }
  if (wanted !== now.shareImage) {
    const table = TABLES[owner.kind];
    getDb().update(table).set({ shareImage: wanted }).where(eq(table.id, owner.id)).run();
    markContentChanged();
    await deleteShareImage(now.shareImage);
  }
  return wanted;
}

/**
 * A project or post as saved, with the card it should have now: what every save of one returns
 * (the cover is the project's cover, a post's first image).
 */
export async function withShareImage<
  T extends { id: string; title: string; shareImage: string | null },
>(kind: ShareImageOwner["kind"], item: T, cover: string | null): Promise<T> {
  const shareImage = await refreshShareImage({
    kind,
    id: item.id,
    title: item.title,
    cover,
    shareImage: item.shareImage,
  });
  return { ...item, shareImage };
}

/** The site-wide card every other page shares, named after what is drawn on it. */
export async function ensureSiteShareImage(): Promise<string> {
  const site = getSiteConfig();
  const card: ShareCard = { title: site.tagline, companyName: site.name, cover: null };
  const fileName = shareImageName("site", card);
  await ensureShareImage(fileName, card);
  return fileName;
}

export function siteShareImageName(): string {
  const site = getSiteConfig();
  return shareImageName("site", { title: site.tagline, companyName: site.name, cover: null });
}

/**
 * What a card is drawn from, for every project or post (drafts included), or one of them:
 * four columns a row, so a start-up over 15,000 items does not load every
 * record with its photos.
 */
function shareImageOwners(kind: ShareImageOwner["kind"], id?: string): ShareImageOwner[] {
  const table = TABLES[kind];
  // Written out: inside a select list Drizzle leaves column names unqualified.
  const cover =
    kind === "project"
      ? sql<
          string | null
        >`(select i.file_name from images i where i.project_id = "projects"."id" and i.role = 'cover' order by i.position limit 1)`
      : sql<
          string | null
        >`(select i.file_name from images i where i.blog_id = "blogs"."id" order by i.position limit 1)`;
  return getDb()
    .select({ id: table.id, title: table.title, shareImage: table.shareImage, cover })
    .from(table)
    .where(id === undefined ? undefined : eq(table.id, id))
    .all()
    .map((row) => ({ kind, ...row }));
}

/** At start-up: draws the cards that are missing or outdated (later starts are quick). */
export async function refreshAllShareImages() {
  for (const kind of ["project", "blog"] as const) {
    for (const owner of shareImageOwners(kind)) await refreshShareImage(owner);
  }
}
