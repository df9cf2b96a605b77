/**
 * What a save does to an item's photos, said as data: each kind's model lists the steps, and the
 * shared create and update (./listing.server.ts) run them inside the save's transaction, between
 * the row and the kept version, so the version names the photos as saved
 * (docs/decisions/063-one-save-pipeline.md). No kind hands the shared code a function to call.
 */
import { eq } from "drizzle-orm";
import type { Tx } from "~/db/db.server";
import { images } from "~/db/schema";
import {
  insertImages,
  notKept,
  orderImages,
  ownedImages,
  replaceOwnedImages,
  type ImageOwner,
  type ImageRecord,
  type NewImage,
  type PhotoDetail,
} from "~/media/images.server";
import { removedPhotos, type SaveBasis } from "./save-versions.server";

type Role = (typeof images.$inferSelect)["role"];

export type PhotoWrite =
  /** New files appended to a role (a new item's photos, a project's new cover). */
  | { step: "add"; role: Role; images: NewImage[]; defaultAlt: string }
  /** A role's photos as the form left them: removed, ordered, detailed, new ones appended. */
  | {
      step: "arrange";
      role: Role;
      removed: string[];
      photos?: PhotoDetail[];
      newImages: NewImage[];
      defaultAlt: string;
      /** A saved photo to show first. */
      cover?: string;
    }
  /** Every photo of one role joins another at `position` (a replaced cover the save did not know). */
  | { step: "move"; from: Role; to: Role; position: number }
  /**
   * A photo of role `from` takes role `to`; the photo that had role `to` takes its place
   * (docs/decisions/027-photo-order-covers-captions.md). A name not of role `from` changes nothing.
   */
  | { step: "promote"; fileName: string; from: Role; to: Role };

/** Runs a save's photo steps in order, for the item `owner` names. */
export function writePhotos(tx: Tx, owner: ImageOwner, writes: PhotoWrite[]) {
  for (const write of writes) {
    switch (write.step) {
      case "add":
        insertImages(tx, owner, write.role, write.images, 0, write.defaultAlt);
        break;
      case "arrange":
        replaceOwnedImages(tx, owner, write);
        break;
      case "move":
        moveRole(tx, owner, write.from, write.to, write.position);
        break;
      case "promote":
        promote(tx, owner, write.fileName, write.from, write.to);
        break;
    }
  }
}

function moveRole(tx: Tx, owner: ImageOwner, from: Role, to: Role, position: number) {
  for (const row of ownedImages(tx, owner, from)) {
    tx.update(images).set({ role: to, position }).where(eq(images.id, row.id)).run();
  }
}

function promote(tx: Tx, owner: ImageOwner, fileName: string, from: Role, to: Role) {
  const chosen = ownedImages(tx, owner, from).find((image) => image.fileName === fileName);
  if (!chosen) return;
  const [previous] = ownedImages(tx, owner, to);
  if (previous) {
    tx.update(images)
      .set({ role: from, position: chosen.position })
      .where(eq(images.id, previous.id))
      .run();
  }
  tx.update(images).set({ role: to, position: 0 }).where(eq(images.id, chosen.id)).run();
  // Without a previous photo of role `to`, role `from` has a gap where the chosen photo was.
  orderImages(tx, owner, from, []);
}

/** The photo changes of an update whose photos are one list (a post, a progress update). */
export type OneListChanges = {
  keepImages: string[];
  newImages: NewImage[];
  /** Alt texts and captions of saved images; their order is the order listed. */
  photos?: PhotoDetail[];
  /** A saved image to make the cover: it moves to the front. */
  cover?: string;
} & SaveBasis;

/** A new item's one list of photos, in the order sent; `defaultAlt` where a photo says nothing. */
export function oneListAdd(files: NewImage[], defaultAlt: string): PhotoWrite[] {
  return [{ step: "add", role: "image", images: files, defaultAlt }];
}

/**
 * The update of an item with one list of photos: those not in `keepImages` go (unless the
 * version the save was based on never had them, removedPhotos), the rest as oneListSave says.
 */
export function oneListUpdate(
  saved: ImageRecord[] | undefined,
  changes: OneListChanges,
  defaultAlt: string,
) {
  const removed = saved ? removedPhotos(notKept(saved, changes.keepImages), changes) : [];
  return oneListSave(changes, removed, defaultAlt);
}

/**
 * The save of an item whose photos are one ordered list (a post, an album): the removed photos
 * go, the rest take the form's order and details, new ones follow, `cover` moves to the front.
 */
export function oneListSave(
  changes: { newImages: NewImage[]; photos?: PhotoDetail[]; cover?: string; basedOn?: string[] },
  removed: string[],
  defaultAlt: string,
) {
  const { newImages, photos, cover, basedOn } = changes;
  const arrange: PhotoWrite = {
    step: "arrange",
    role: "image",
    removed,
    photos,
    newImages,
    defaultAlt,
    cover,
  };
  return { newFiles: newImages, basedOn, removed, photos: [arrange] };
}
