/**
 * Share cards (docs/decisions/018-share-images.md): a 1200×630 JPEG made from
 * an item's cover with the company's name and the item's title on it, for
 * chat apps and social sites. This module names them and keeps them on disk;
 * the image encoder's child process draws them
 * (app/media/share-card-drawing.server.ts).
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { imageEncoder } from "./image-encoder.server";
import type { ShareCard } from "./share-card-drawing.server";
import { uploadsDir } from "./upload-folder.server";

export type { ShareCard };
/** Bump when the card's design changes so every card is made again at the next start. */
const DESIGN_VERSION = 1;

/** File name of a card: changes whenever what is drawn on it changes, so caches never show an old one. */
export function shareImageName(owner: string, card: ShareCard): string {
  const key = createHash("sha256")
    .update(JSON.stringify([DESIGN_VERSION, card.title, card.companyName, card.cover]))
    .digest("base64url")
    .slice(0, 12);
  return `share-${owner}-${key}.jpg`;
}

function isShareImageName(value: string) {
  return /^share-[A-Za-z0-9_-]+\.jpg$/.test(value);
}

/** Makes the card unless a file of that name (so that content) is already there. */
export async function ensureShareImage(fileName: string, card: ShareCard): Promise<void> {
  const target = path.join(uploadsDir(), fileName);
  try {
    await fs.access(target);
    return;
  } catch {
    // Not there yet: draw it.
  }
  await imageEncoder.shareCard({ uploadsDir: uploadsDir(), fileName, card });
}

export async function deleteShareImage(fileName: string | null | undefined) {
  if (!fileName || !isShareImageName(fileName)) return;
  await fs.rm(path.join(uploadsDir(), fileName), { force: true });
}
