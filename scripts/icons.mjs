// Draws the site's icons from the logo (public/favicon.svg) with sharp:
// favicon.ico (16, 32 and 48 px PNGs in one ICO), apple-touch-icon.png
// (180 px, full-bleed: iOS rounds the corners itself) and the 192/512 px
// manifest icons. The output is committed; run again after changing the
// logo: node scripts/icons.mjs
import fs from "node:fs";
import sharp from "sharp";

const logo = fs.readFileSync("public/favicon.svg");
const brand = "#c2410c";

/** The logo's house on a square brand background, the house at `scale` of the side. */
function squareSvg(scale) {
  const inner = 64 * scale;
  const offset = (64 - inner) / 2;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${brand}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M12 50V30l20-16 20 16v20H38V36H26v14z" fill="#fff"/>
  </g>
</svg>`);
}

async function png(svg, size) {
  return sharp(svg, { density: 72 * Math.ceil(size / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An ICO file holding PNG images (supported by every browser in use). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + i * 16;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

fs.mkdirSync("public/icons", { recursive: true });
const sizes = [16, 32, 48];
const favicons = await Promise.all(
  sizes.map(async (size) => ({ size, data: await png(logo, size) })),
);
fs.writeFileSync("public/favicon.ico", ico(favicons));
fs.writeFileSync("public/apple-touch-icon.png", await png(squareSvg(0.8), 180));
fs.writeFileSync("public/icons/icon-192.png", await png(logo, 192));
fs.writeFileSync("public/icons/icon-512.png", await png(logo, 512));
// Maskable: the house inside the central safe zone (80 % circle).
fs.writeFileSync("public/icons/icon-maskable-512.png", await png(squareSvg(0.6), 512));
console.log("Wrote public/favicon.ico, public/apple-touch-icon.png and public/icons/*.png");
