/**
 * Draws share cards (docs/decisions/018-share-images.md): a 1200×630 JPEG made
 * from an item's cover with the company's name and the item's title on it, for
 * chat apps and social sites. Text is laid out by sharp's own renderer
 * (Pango, so Tamil is shaped correctly) with the fonts in assets/fonts;
 * nothing is fetched at run time.
 *
 * Runs in the image encoder's child process (image-encoder-child.server.ts),
 * like every other use of sharp by the server; app/media/share-card-files.server.ts
 * names the cards and asks for them.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "./share-card";

const MAX_SHARE_IMAGE_BYTES = 300 * 1024;

const MARGIN = 72;
const FONTS_DIR = path.resolve("assets/fonts");
const LATIN_FONT = path.join(FONTS_DIR, "noto-sans-bold.ttf");
const TAMIL_FONT = path.join(FONTS_DIR, "noto-sans-tamil-bold.ttf");
/** Pango falls back to the Tamil face for Tamil letters. */
const FONT_FAMILIES = "Noto Sans,Noto Sans Tamil Bold";

export type ShareCard = {
  title: string;
  companyName: string;
  /** A stored upload's file name, or null for the brand background. */
  cover: string | null;
};

function escapeMarkup(text: string) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Both fonts are registered with the text renderer once, before the first card. */
let fontsReady: Promise<unknown> | undefined;
function registerFonts() {
  fontsReady ??= Promise.all(
    [TAMIL_FONT, LATIN_FONT].map((fontfile) =>
      sharp({ text: { text: "a", fontfile, rgba: true } })
        .png()
        .toBuffer(),
    ),
  );
  return fontsReady;
}

async function renderText(text: string, size: number, width: number) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="white">${escapeMarkup(text)}</span>`,
      font: `${FONT_FAMILIES} ${size}`,
      fontfile: LATIN_FONT,
      width,
      dpi: 72,
      wrap: "word-char",
      spacing: Math.round(size * 0.18),
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The title as large as fits in three lines (long titles are shortened at a word). */
async function renderTitle(title: string) {
  const width = SHARE_IMAGE_WIDTH - 2 * MARGIN;
  const maxHeight = 300;
  let text = title.replace(/\s+/g, " ").trim();
  if (text.length > 110) text = `${text.slice(0, 110).replace(/\s+\S*$/, "")}…`;
  for (const size of [68, 60, 52, 46]) {
    const rendered = await renderText(text, size, width);
    if (rendered.height <= maxHeight) return rendered;
  }
  const rendered = await renderText(text, 40, width);
  return { ...rendered, height: Math.min(rendered.height, maxHeight) };
}

function overlaySvg(nameBox: { width: number; height: number }) {
  const w = SHARE_IMAGE_WIDTH;
  const h = SHARE_IMAGE_HEIGHT;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#0f172a" stop-opacity="0.55"/>
    <stop offset="0.35" stop-color="#0f172a" stop-opacity="0.25"/>
    <stop offset="0.62" stop-color="#0f172a" stop-opacity="0.78"/>
    <stop offset="1" stop-color="#0f172a" stop-opacity="0.95"/>
  </linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#fade)"/>
  <rect x="${MARGIN - 24}" y="48" width="${nameBox.width + 48}" height="${nameBox.height + 24}" rx="12" fill="#c2410c"/>
  <rect y="${h - 12}" width="${w}" height="12" fill="#ea580c"/>
</svg>`);
}

async function background(cover: string | null, uploadsDir: string) {
  const size = { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT };
  if (cover) {
    try {
      return await sharp(path.join(uploadsDir, cover))
        .resize({ ...size, fit: "cover", position: "attention" })
        .toBuffer();
    } catch {
      // A missing or unreadable cover still gets a card, on the brand background.
    }
  }
  const brand = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">
  <defs><linearGradient id="brand" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#1e293b"/><stop offset="1" stop-color="#7c2d12"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#brand)"/>
  <g fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2">
    <path d="M760 630V330l180-120 180 120v300M840 630V450h200v180M700 630V390l60-40"/>
  </g>
</svg>`;
  return sharp(Buffer.from(brand)).png().toBuffer();
}

/** Draws a card (its cover read from `uploadsDir`); the JPEG is at most MAX_SHARE_IMAGE_BYTES. */
async function renderShareImage(card: ShareCard, uploadsDir: string): Promise<Buffer> {
  await registerFonts();
  const [base, name, title] = await Promise.all([
    background(card.cover, uploadsDir),
    renderText(card.companyName, 36, 800),
    renderTitle(card.title),
  ]);
  const composed = await sharp(base)
    .composite([
      { input: overlaySvg(name), top: 0, left: 0 },
      { input: name.data, top: 60, left: MARGIN },
      {
        input: title.data,
        top: SHARE_IMAGE_HEIGHT - 60 - title.height,
        left: MARGIN,
      },
    ])
    .png()
    .toBuffer();
  for (const quality of [82, 72, 60, 45]) {
    const jpeg = await sharp(composed).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= MAX_SHARE_IMAGE_BYTES) return jpeg;
  }
  return sharp(composed).jpeg({ quality: 35, mozjpeg: true }).toBuffer();
}

/** Draws the card and writes it as `fileName` in `uploadsDir` (through a staging name). */
export async function drawShareImage(uploadsDir: string, fileName: string, card: ShareCard) {
  const target = path.join(uploadsDir, fileName);
  const bytes = await renderShareImage(card, uploadsDir);
  const staging = `${target}.${process.pid}.tmp`;
  await fs.writeFile(staging, bytes);
  await fs.rename(staging, target);
}
