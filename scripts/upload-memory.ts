/**
 * Resident memory of the server while the owner uploads a burst of photos
 * (docs/decisions/029-server-memory.md): starts the production build on an
 * empty database, uploads through the API ROUNDS times a gallery of PHOTOS
 * camera-sized JPEGs and a project with a cover and three photos, waits until every responsive variant is made, and reports
 * the peak resident size of the server process and, apart, of its child
 * processes (the image encoder), then the server's size once they are gone.
 *
 *   node --import tsx scripts/upload-memory.ts [rounds] [photos]
 */
import fs from "node:fs";
import os from "node:os";
import sharp from "sharp";
import { ensureBuilt } from "../test/support/build";
import { apiToken, multipart, type Part } from "../test/support/api";
import { startServer } from "../test/support/server";

const GALLERIES = Number(process.argv[2] ?? 3);
const PHOTOS = Number(process.argv[3] ?? 8);

function residentMb(pid: number, field = "VmRSS") {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** A 4000×3000 JPEG with photo-like detail (blurred noise over a gradient), 2–4 MB. */
async function cameraPhoto(seed: number): Promise<Part> {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .png()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${(seed * 47) % 360},60%,40%)"/>
    <stop offset="1" stop-color="hsl(${(seed * 89) % 360},60%,60%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)" opacity="0.6"/></svg>`,
  );
  const bytes = await sharp(noise)
    .composite([{ input: gradient }])
    .jpeg({ quality: 88 })
    .toBuffer();
  return { bytes: new Uint8Array(bytes), name: `photo-${seed}.jpg`, type: "image/jpeg" };
}

function variantsPending(uploadsDir: string) {
  const names = fs.readdirSync(uploadsDir);
  const present = new Set(names);
  return names.filter(
    (name) => /^[\w-]{24}\.webp$/.test(name) && !present.has(name.replace(/\.webp$/, ".avif")),
  ).length;
}

ensureBuilt();
const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => cameraPhoto(i)));
const server = await startServer();
const pid = server.process.pid!;
let peakServer = residentMb(pid);
/** Of the peak: the anonymous part (heaps: V8's and malloc's), the rest being mapped files. */
let peakServerAnon = 0;
let peakChildren = 0;
const children = new Set<number>();
const sampler = setInterval(() => {
  const now = residentMb(pid);
  if (now > peakServer) {
    peakServer = now;
    peakServerAnon = residentMb(pid, "RssAnon");
  }
  const running = childrenOf(pid);
  for (const child of running) children.add(child);
  peakChildren = Math.max(
    peakChildren,
    running.reduce((sum, child) => sum + residentMb(child), 0),
  );
}, 100);
try {
  const idleMb = residentMb(pid);
  const token = await apiToken(server.baseURL);
  const started = Date.now();
  const uploadTimes: number[] = [];
  const post = async (pathname: string, body: FormData) => {
    const before = Date.now();
    const response = await fetch(`${server.baseURL}${pathname}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body,
    });
    if (response.status !== 201) throw new Error(`${pathname} answered ${response.status}`);
    await response.arrayBuffer();
    uploadTimes.push(Date.now() - before);
  };
  for (let round = 0; round < GALLERIES; round++) {
    await post("/api/gallery-upload", multipart({ title: `Burst ${round}`, gallery: photos }));
    // A project with a cover also gets its share card drawn.
    await post(
      "/api/create-project",
      multipart({
        title: `Burst villa ${round}`,
        category: "Residential",
        coverImage: photos[round % PHOTOS],
        gallery: photos.slice(0, 3),
      }),
    );
  }
  while (variantsPending(server.uploadsDir) > 0) {
    if (Date.now() - started > 20 * 60_000) throw new Error("variants not made in 20 minutes");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const variantsSeconds = (Date.now() - started) / 1000;
  // The encoder leaves after its idle time; then the server's own size is what stays.
  const deadline = Date.now() + 30_000;
  while (childrenOf(pid).length && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 250));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  console.log(
    [
      `${GALLERIES} rounds of a gallery of ${PHOTOS} photos 4000×3000 and a project of 4 (${Math.round(photos.reduce((sum, p) => sum + (p as { bytes: Uint8Array }).bytes.length, 0) / 1024 / 1024)} MB a gallery)`,
      `upload answers: ${uploadTimes.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(", ")}; all variants made after ${variantsSeconds.toFixed(0)} s`,
      `server resident: ${Math.round(idleMb)} MB before, peak ${Math.round(peakServer)} MB (${Math.round(peakServerAnon)} MB anonymous), ${Math.round(residentMb(pid))} MB after`,
      `child processes: ${children.size}, peak resident ${Math.round(peakChildren)} MB, still running: ${childrenOf(pid).length}`,
      `load average ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(" ")}`,
    ].join("\n"),
  );
} finally {
  clearInterval(sampler);
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
