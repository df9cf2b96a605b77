// Copies the share-image fonts out of their npm packages into assets/fonts as
// TrueType (the WOFF tables, inflated): sharp's text renderer loads TrueType
// but not WOFF, and nothing may be downloaded at run time. Run after updating
// @fontsource/noto-sans or @fontsource/noto-sans-tamil: node scripts/fonts.mjs
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** WOFF 1.0 → sfnt: the same tables, each inflated, behind a plain table directory. */
function woffToSfnt(woff) {
  if (woff.toString("ascii", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 file");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressed);
    tables.push({
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < original ? zlib.inflateSync(raw) : raw,
    });
  }
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const directory = Buffer.alloc(12 + 16 * numTables);
  directory.writeUInt32BE(flavor, 0);
  directory.writeUInt16BE(numTables, 4);
  directory.writeUInt16BE(searchRange, 6);
  directory.writeUInt16BE(entrySelector, 8);
  directory.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = directory.length;
  const bodies = tables.map((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(directory, record);
    directory.writeUInt32BE(table.checksum, record + 4);
    directory.writeUInt32BE(offset, record + 8);
    directory.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    offset += padded.length;
    return padded;
  });
  return Buffer.concat([directory, ...bodies]);
}

const packages = path.resolve("node_modules/@fontsource");
const target = path.resolve("assets/fonts");
fs.mkdirSync(target, { recursive: true });
const fonts = [
  ["noto-sans/files/noto-sans-latin-700-normal.woff", "noto-sans-bold.ttf"],
  ["noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff", "noto-sans-tamil-bold.ttf"],
];
for (const [source, name] of fonts) {
  fs.writeFileSync(
    path.join(target, name),
    woffToSfnt(fs.readFileSync(path.join(packages, source))),
  );
}
fs.copyFileSync(path.join(packages, "noto-sans/LICENSE"), path.join(target, "OFL.txt"));
console.log(`Wrote ${fonts.map(([, name]) => name).join(", ")} to assets/fonts`);
