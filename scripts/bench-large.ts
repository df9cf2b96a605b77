/**
 * `npm run bench:large` (docs/benchmarks.md): seeds a temporary database
 * with `npm run seed:large`'s content (10,000 projects, 5,000 posts, 500
 * galleries, 20,000 images), starts the production build on it and measures,
 * one request at a time so nothing queues, the p50 and p99 latency and the
 * HTML/JSON size of every public page and paginated API call, then the
 * server's resident memory. Exits 1 when a target misses: p50 above 50 ms,
 * a page above 100 KB, a non-200 answer, or more than 300 MB resident.
 *
 * `benchLarge()` is exported so `npm run bench` can run it as its
 * large-database section. Settings (environment): BENCH_LARGE_SAMPLES (40
 * requests per target), BENCH_LARGE_DIR (reuse a folder seeded before).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startServer, TEST_SESSION_SECRET } from "../test/support/server";
import { signedCookie } from "../test/support/signed-cookie";
import { LARGE_SEED, seedLarge } from "./seed-large";

export const LARGE_TARGETS = { p50Ms: 50, pageBytes: 100 * 1024, rssMb: 300 };

export type LargeRow = { target: string; status: number; kb: number; p50: number; p99: number };

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

function residentMb(pid: number, field: "VmRSS" | "VmHWM") {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

/** Linux: writing 5 to clear_refs resets the process's peak resident size (VmHWM). */
function resetPeak(pid: number) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {
    // Not Linux, or not allowed: the peak then includes start-up.
  }
}

export async function benchLarge(options: { samples?: number; dataDir?: string } = {}) {
  const samples = options.samples ?? Number(process.env.BENCH_LARGE_SAMPLES ?? 40);
  const reuse = options.dataDir ?? process.env.BENCH_LARGE_DIR;
  const dataDir = reuse ?? fs.mkdtempSync(path.join(os.tmpdir(), "bench-large-"));
  const databasePath = path.join(dataDir, "app.db");
  if (!fs.existsSync(databasePath)) {
    const seeded = await seedLarge(databasePath, path.join(dataDir, "uploads"), LARGE_SEED);
    console.log(`Seeded ${seeded.images} images and their records in ${seeded.totalMs} ms.`);
  }
  const server = await startServer({ dataDir });
  const pid = server.process.pid!;
  // Start-up creates the first administrator, whose password hash alone takes about 128 MB for
  // a moment (scrypt, docs/decisions/004-sessions-and-passwords.md); the peak that matters is the one while pages are served.
  const startupPeak = residentMb(pid, "VmHWM");
  resetPeak(pid);
  try {
    const base = server.baseURL;
    const firstOf = async (url: string, key?: string) => {
      const body = (await (await fetch(`${base}${url}`)).json()) as Record<string, unknown>;
      const list = (key ? body[key] : body) as { _id: string; slug: string }[];
      return list[0];
    };
    const { _id: projectId, slug: projectSlug } = await firstOf(
      "/api/projects?limit=1",
      "projects",
    );
    const { _id: blogId, slug: blogSlug } = await firstOf("/api/blogs?limit=1");
    const { _id: galleryId } = await firstOf("/api/galleries?limit=1", "galleries");
    // Uncached timings: the page cache never answers a request with a session cookie
    // (docs/decisions/021-public-page-cache.md); `npm run bench` measures the cached pages.
    // Signed as the server signs it: a forged cookie would be answered from the cache.
    const uncached = {
      headers: { Cookie: await signedCookie("__session", "bench-uncached", TEST_SESSION_SECRET) },
    };
    const targets = [
      "/",
      "/about-us",
      "/services",
      "/contact",
      "/projects",
      "/projects?page=2",
      "/projects?page=834",
      "/projects?category=Commercial&page=50",
      `/projects/${projectSlug}`,
      "/blog",
      "/blog?page=417",
      "/blog?q=soil&page=3",
      "/blog?category=Design",
      `/blog/${blogSlug}`,
      "/gallery",
      "/gallery?page=208",
      "/api/projects?page=1&limit=20",
      "/api/projects?page=500&limit=20",
      "/api/projects?page=10&limit=100",
      `/api/projects/${projectId}`,
      "/api/blogs?page=1&limit=20",
      "/api/blogs?page=250&limit=20",
      `/api/blogs/${blogId}`,
      "/api/galleries?page=1&limit=20",
      "/api/galleries?page=25&limit=20",
      `/api/galleries/${galleryId}`,
    ];
    // Every target three times first, so the first one measured does not pay for warming up
    // the whole render path.
    for (const target of targets) {
      for (let i = 0; i < 3; i++) await (await fetch(`${base}${target}`, uncached)).arrayBuffer();
    }
    const rows: LargeRow[] = [];
    for (const target of targets) {
      const times: number[] = [];
      let status = 0;
      let bytes = 0;
      for (let i = 0; i < samples; i++) {
        const started = performance.now();
        const response = await fetch(`${base}${target}`, { ...uncached, redirect: "manual" });
        const body = await response.arrayBuffer();
        times.push(performance.now() - started);
        status = response.status;
        bytes = body.byteLength;
      }
      times.sort((a, b) => a - b);
      rows.push({
        target: target
          .replace(/\/[A-Za-z0-9_-]{16,}$/, "/<id>")
          .replace(projectSlug, "<slug>")
          .replace(blogSlug, "<slug>"),
        status,
        kb: Math.round(bytes / 102.4) / 10,
        p50: Math.round(percentile(times, 0.5) * 10) / 10,
        p99: Math.round(percentile(times, 0.99) * 10) / 10,
      });
    }
    const rss = residentMb(pid, "VmRSS");
    const peak = residentMb(pid, "VmHWM");
    const problems = [
      ...rows.filter((row) => row.status !== 200).map((row) => `${row.target}: ${row.status}`),
      ...rows
        .filter((row) => row.p50 > LARGE_TARGETS.p50Ms)
        .map((row) => `${row.target}: p50 ${row.p50} ms`),
      ...rows
        .filter((row) => !row.target.startsWith("/api/") && row.kb * 1024 > LARGE_TARGETS.pageBytes)
        .map((row) => `${row.target}: ${row.kb} KB of HTML`),
      ...(peak > LARGE_TARGETS.rssMb ? [`resident memory peaked at ${peak} MB`] : []),
    ];
    return { rows, rss, peak, startupPeak, problems };
  } finally {
    await server.stop();
    if (!reuse) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printLarge(result: Awaited<ReturnType<typeof benchLarge>>) {
  console.table(
    result.rows.map((row) => ({
      target: row.target,
      status: row.status,
      KB: row.kb,
      "p50 ms": row.p50,
      "p99 ms": row.p99,
    })),
  );
  console.log(
    `Resident memory: ${result.rss} MB after the run, ${result.peak} MB at most while serving ` +
      `(${result.startupPeak} MB at most during start-up).`,
  );
  if (result.problems.length) console.error(`MISSED:\n  ${result.problems.join("\n  ")}`);
  else
    console.log(
      `OK: every p50 ≤ ${LARGE_TARGETS.p50Ms} ms, every page ≤ 100 KB, resident ≤ ${LARGE_TARGETS.rssMb} MB.`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(
    `Large database: ${LARGE_SEED.projects} projects, ${LARGE_SEED.posts} posts, ${LARGE_SEED.galleries} galleries; ` +
      `Node ${process.version}, load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
  );
  const result = await benchLarge();
  printLarge(result);
  process.exit(result.problems.length ? 1 : 0);
}
