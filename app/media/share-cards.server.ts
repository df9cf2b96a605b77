/**
 * Keeps each project's, post's and album's share cards in step with its cover and titles
 * (docs/decisions/018-share-images.md): made after every save, the old file removed, and removed
 * with the item. A kind without a page of its own has no card; one drawn before is removed at
 * the next start. Visitors fetch a card only while its item's page is public
 * (app/models/hidden-files.server.ts). An item with a Tamil title has a second card drawn with it, which its Tamil
 * page shares (docs/decisions/052-tamil-content-on-public-pages.md); it goes when the Tamil
 * title goes.
 */
import { eq, sql } from "drizzle-orm";
import { getSiteConfig } from "~/config/site.server";
import { getDb, markContentChanged } from "~/db/db.server";
import { CONTENT_KINDS, KINDS, type ContentKind } from "~/kinds/registry";
import { cardCover, CONTENT_TABLES } from "~/kinds/tables.server";
import { logger } from "~/utils/logger.server";
import {
  deleteShareImage,
  ensureShareImage,
  shareImageName,
  type ShareCard,
} from "~/media/share-card-files.server";

const TABLES = CONTENT_TABLES;

type ShareImageOwner = {
  kind: ContentKind;
  id: string;
  title: string;
  /** The Tamil title; null or blank draws no Tamil card. */
  titleTa: string | null;
  cover: string | null;
  shareImage: string | null;
  shareImageTa: string | null;
};

type CardLanguage = "en" | "ta";
const COLUMN = { en: "shareImage", ta: "shareImageTa" } as const;

/** The title a card of the language is drawn with, or null for no card. */
function cardTitle(owner: Pick<ShareImageOwner, "title" | "titleTa">, language: CardLanguage) {
  if (language === "en") return owner.title;
  return owner.titleTa?.trim() ? owner.titleTa : null;
}

/**
 * The card an item of this kind, id, title and cover has; null for none. A kind without a page
 * of its own (a progress update, shown on its project's page) has none to share.
 */
function wantedCard(owner: ShareImageOwner, language: CardLanguage) {
  if (!KINDS[owner.kind].ownPage) return null;
  const title = cardTitle(owner, language);
  if (title === null) return null;
  const card: ShareCard = { title, companyName: getSiteConfig().name, cover: owner.cover };
  return { card, fileName: shareImageName(language === "en" ? owner.id : `${owner.id}-ta`, card) };
}

/** Makes the card of one language an item should have now; returns its file name. */
async function refreshCard(owner: ShareImageOwner, language: CardLanguage) {
  const column = COLUMN[language];
  const wanted = wantedCard(owner, language);
  if (wanted) {
    try {
      await ensureShareImage(wanted.fileName, wanted.card);
    } catch (error) {
      // The page then shares the site-wide image; the next save or start tries again.
      logger.error({ err: error, item: owner.id }, "could not draw the share image");
      return owner[column];
    }
  }
  // Another save may have changed the item while this card was drawn: the card
  // stored is the one the item wants now, and no drawn file is left unused.
  const [now] = shareImageOwners(owner.kind, owner.id);
  const fileName = wanted?.fileName ?? null;
  if (!now) {
    // Deleted meanwhile: its purge removed the cards it knew of.
    await deleteShareImage(fileName);
    return null;
  }
  const wantedNow = wantedCard(now, language)?.fileName ?? null;
  if (wantedNow !== fileName) {
    if (fileName && now[column] !== fileName) await deleteShareImage(fileName);
    return now[column];
  }
  if (fileName !== now[column]) {
    const table = TABLES[owner.kind];
    getDb()
      .update(table)
      .set({ [column]: fileName })
      .where(eq(table.id, owner.id))
      .run();
    markContentChanged();
    await deleteShareImage(now[column]);
  }
  return fileName;
}

/** Makes the cards an item should have now: the English one, and the Tamil one or none. */
async function refreshShareImage(
  owner: ShareImageOwner,
): Promise<{ shareImage: string | null; shareImageTa: string | null }> {
  return {
    shareImage: await refreshCard(owner, "en"),
    shareImageTa: await refreshCard(owner, "ta"),
  };
}

/**
 * An item as saved, with the cards it should have now: what every save of a project, post or
 * album returns (the cover is the project's cover, a post's or album's first image).
 */
export async function withShareImage<
  T extends {
    id: string;
    title: string;
    ta?: { title?: string } | null;
    shareImage?: string | null;
    shareImageTa?: string | null;
  },
>(kind: ShareImageOwner["kind"], item: T, cover: string | null): Promise<T> {
  const cards = await refreshShareImage({
    kind,
    id: item.id,
    title: item.title,
    titleTa: item.ta?.title ?? null,
    cover,
    shareImage: item.shareImage ?? null,
    shareImageTa: item.shareImageTa ?? null,
  });
  return { ...item, ...cards };
}

/** Removes both cards of an item deleted for good. */
export async function deleteShareImages(item: {
  shareImage?: string | null;
  shareImageTa?: string | null;
}) {
  await deleteShareImage(item.shareImage);
  await deleteShareImage(item.shareImageTa);
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
 * What a card is drawn from, for every item of a kind (drafts included), or one of them:
 * a few columns a row, so a start-up over 15,000 items does not load every record with its
 * photos.
 */
function shareImageOwners(kind: ShareImageOwner["kind"], id?: string): ShareImageOwner[] {
  const table = TABLES[kind];
  return getDb()
    .select({
      id: table.id,
      title: table.title,
      titleTa: sql<string | null>`json_extract(${table.ta}, '$.title')`,
      shareImage: table.shareImage,
      shareImageTa: table.shareImageTa,
      cover: cardCover(kind),
    })
    .from(table)
    .where(id === undefined ? undefined : eq(table.id, id))
    .all()
    .map((row) => ({ kind, ...row }));
}

/** At start-up: draws the cards that are missing or outdated (later starts are quick). */
export async function refreshAllShareImages() {
  for (const kind of CONTENT_KINDS) {
    for (const owner of shareImageOwners(kind)) await refreshShareImage(owner);
  }
}
