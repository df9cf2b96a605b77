/**
 * Photos from a phone on a slow line (docs/benchmarks.md, decision 047): the production build
 * and a real Chromium with Chrome's network emulation ("Regular 3G": 250 kbit/s up, 750 kbit/s
 * down, 100 ms), an administrator publishing three 12 MB camera photos (4000 × 3000) as a new
 * gallery:
 *
 * 1. the time from choosing the photos to "Gallery uploaded successfully!" (target ≤ 90 s);
 * 2. the same with the line cut for 20 s in the middle (target ≤ 25 s more), and the bytes sent
 *    twice (chunks re-sent after the drop);
 * 3. the server's peak resident memory while three such photos arrive at once, each from its own
 *    page on an unthrottled line (target: within the ~300 MB of decision 029).
 *
 *   node --import tsx scripts/bench-uploads.ts      (also run by `npm run bench`)
 *
 * Exits 1 when a target is missed.
 */
import fs from "node:fs";
import { chromium, type Browser, type Page } from "@playwright/test";
import { UPLOAD_CHUNK_BYTES } from "../app/media/upload-limits";
import { ensureBuilt } from "../test/support/build";
import { cameraPhoto } from "../test/support/camera-photos";
import { startServer, type TestServer } from "../test/support/server";
import { signInPage } from "../test/support/sign-in-page";

const LINE = { latency: 100, uploadThroughput: 250_000 / 8, downloadThroughput: 750_000 / 8 };
const CUT_MS = 20_000;
const TARGETS = { publishSeconds: 90, cutExtraSeconds: 25, peakMb: 300 };

function residentMb(pid: number | undefined) {
  if (!pid) return 0;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function signedInPage(browser: Browser, server: TestServer) {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signInPage(page);
  return page;
}

/**
 * Bytes the page sent in resumable-upload chunks, and the sizes of the uploads. A chunk's body is
 * not visible to the page's request events, so each PATCH counts the slice tus-js-client sends:
 * from its Upload-Offset, UPLOAD_CHUNK_BYTES or what is left of that upload.
 */
function countUploadBytes(page: Page) {
  const counted = { sent: 0, length: 0 };
  const lengths = new Map<string, number>();
  page.on("response", (response) => {
    const request = response.request();
    if (request.method() !== "POST" || !request.url().includes("/uploads/resumable/")) return;
    const location = response.headers()["location"];
    const length = Number(request.headers()["upload-length"]);
    counted.length += length;
    if (location) lengths.set(new URL(location, request.url()).pathname, length);
  });
  page.on("request", (request) => {
    if (request.method() !== "PATCH" || !request.url().includes("/uploads/resumable/")) return;
    const length = lengths.get(new URL(request.url()).pathname) ?? 0;
    const offset = Number(request.headers()["upload-offset"]);
    counted.sent += Math.max(0, Math.min(UPLOAD_CHUNK_BYTES, length - offset));
  });
  return counted;
}

async function publishGallery(
  browser: Browser,
  server: TestServer,
  photos: string[],
  { cut }: { cut: boolean },
) {
  const page = await signedInPage(browser, server);
  const cdp = await page.context().newCDPSession(page);
  const line = (offline: boolean) =>
    cdp.send("Network.emulateNetworkConditions", { offline, ...LINE });
  await page.goto("/addgallery");
  await page.getByLabel("Title").fill(`Bench ${cut ? "with a cut" : "steady"} ${Date.now()}`);
  await line(false);
  const bytes = countUploadBytes(page);
  const started = Date.now();
  await page.getByLabel(/^Images/).setInputFiles(photos);
  let cutAt: number | null = null;
  if (cut) {
    // The middle: once about half of the three photos' bytes have gone.
    await page.waitForFunction(
      () => document.querySelectorAll('[data-upload-state="done"]').length >= 1,
      undefined,
      { timeout: 300_000, polling: 250 },
    );
    cutAt = (Date.now() - started) / 1000;
    await line(true);
    await page.waitForTimeout(CUT_MS);
    await line(false);
  }
  const save = page.getByRole("button", { name: "Upload Gallery" });
  await save.click({ timeout: 600_000 });
  await page
    .getByText("Gallery uploaded successfully!")
    .waitFor({ state: "visible", timeout: 600_000 });
  const seconds = (Date.now() - started) / 1000;
  await page.context().close();
  return { seconds, cutAt, sent: bytes.sent, length: bytes.length };
}

/** Three pages send one photo each at the same moment; the server's RSS is sampled meanwhile. */
async function peakWhileArriving(browser: Browser, server: TestServer, photos: string[]) {
  const pages = await Promise.all(photos.map(() => signedInPage(browser, server)));
  await Promise.all(pages.map((page) => page.goto("/addgallery")));
  const pid = server.process.pid;
  const before = residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 50);
  await Promise.all(
    pages.map(async (page, index) => {
      await page.getByLabel(/^Images/).setInputFiles(photos[index]);
      await page
        .locator('[data-upload-state="done"]')
        .waitFor({ state: "attached", timeout: 120_000 });
    }),
  );
  clearInterval(sampler);
  await Promise.all(pages.map((page) => page.context().close()));
  return { before, peak };
}

export async function benchUploads() {
  ensureBuilt();
  const photos = await Promise.all(
    ["IMG_3001.jpg", "IMG_3002.jpg", "IMG_3003.jpg"].map((name) => cameraPhoto(name)),
  );
  const server = await startServer({ seed: false });
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const paths = photos.map((photo) => photo.path);
    const steady = await publishGallery(browser, server, paths, { cut: false });
    const cut = await publishGallery(browser, server, paths, { cut: true });
    const memory = await peakWhileArriving(browser, server, paths);
    return {
      originalMb: photos.reduce((sum, photo) => sum + photo.bytes, 0) / 1_048_576,
      steady,
      cut,
      memory,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printUploads(result: Awaited<ReturnType<typeof benchUploads>>) {
  const mb = (bytes: number) => (bytes / 1_048_576).toFixed(2);
  const { steady, cut, memory } = result;
  const extra = cut.seconds - steady.seconds;
  console.log("\nPhotos on a slow line (250 kbit/s up, 750 down, 100 ms):");
  console.log(
    `  three camera photos (${result.originalMb.toFixed(1)} MB picked, ${mb(steady.length)} MB after shrinking): ` +
      `${steady.seconds.toFixed(1)} s from choosing to the success message (target ≤ ${TARGETS.publishSeconds} s)`,
  );
  console.log(
    `  with the line cut for ${CUT_MS / 1000} s at ${cut.cutAt?.toFixed(1)} s: ${cut.seconds.toFixed(1)} s, ` +
      `${extra.toFixed(1)} s more (target ≤ ${TARGETS.cutExtraSeconds} s); ` +
      `${mb(cut.sent - cut.length)} MB sent twice of ${mb(cut.length)} MB`,
  );
  console.log(
    `  server resident memory while three photos arrive at once: ${memory.before.toFixed(0)} MB before, ` +
      `peak ${memory.peak.toFixed(0)} MB (target ≤ ${TARGETS.peakMb} MB)`,
  );
  const missed = [
    steady.seconds > TARGETS.publishSeconds && "publish time",
    extra > TARGETS.cutExtraSeconds && "time added by the cut",
    memory.peak > TARGETS.peakMb && "peak memory",
  ].filter(Boolean);
  if (missed.length) console.log(`  MISSED: ${missed.join(", ")}`);
  return missed.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = printUploads(await benchUploads());
  process.exit(ok ? 0 : 1);
}
