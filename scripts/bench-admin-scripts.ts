/**
 * The admin's weight on a phone (docs/benchmarks.md#admin-script-budget):
 * the production build (built beforehand, nothing is built here) with the
 * demo content, signed in, in the system Chromium.
 *
 * - Every admin screen opened on a first visit (an empty cache, signed in):
 *   the compressed script bytes and files downloaded until the network is quiet.
 * - The post editor on a 400 kbit/s, 300 ms line (Chromium's own network
 *   emulation): the time until its Write tab shows, opened directly and by a
 *   tap on the dashboard's "Add New Blog Post", and how soon the loading sign
 *   answers that tap.
 *
 * Prints a table and exits 1 when a screen downloads more than 150 KB of
 * compressed script, or the Write tab takes 3 s or more.
 *
 * `npm run bench` runs it (its exported `benchAdminScripts`); alone:
 * `node --import tsx scripts/bench-admin-scripts.ts`. Settings (environment):
 * CHROME_PATH (/usr/bin/chromium); BENCH_APP_DIR, another checkout's folder
 * whose build to measure instead (to compare a change with what it replaces).
 */
import { pathToFileURL } from "node:url";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright";
import { startServer } from "../test/support/server";
import { signInPage } from "../test/support/sign-in-page";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const ADMIN_SCRIPT_BUDGET = { scriptKb: 150, writeTabMs: 3000 };
/** The slow line of docs/benchmarks.md: 400 kbit/s both ways, 300 ms round trip. */
const SLOW_LINE = {
  offline: false,
  latency: 300,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
};

export type ScreenRow = { path: string; files: number; scriptKb: number };
export type AdminScriptsResult = {
  screens: ScreenRow[];
  writeTab: { directMs: number; fromDashboardMs: number; loadingSignMs: number | null };
  problems: string[];
};

/** Compressed script bytes (as transferred) of everything a page loads until the network is quiet. */
async function scriptBytesOf(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const scripts = new Set<string>();
  const bytes = new Map<string, number>();
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Script") scripts.add(event.requestId);
  });
  cdp.on("Network.loadingFinished", (event) => {
    bytes.set(event.requestId, event.encodedDataLength);
  });
  const response = await page.goto(url, { waitUntil: "networkidle" });
  if (!response || response.status() !== 200) {
    throw new Error(`${url} answered ${response?.status()}`);
  }
  if (new URL(page.url()).pathname === "/login") throw new Error(`${url} asked to sign in`);
  let total = 0;
  for (const id of scripts) total += bytes.get(id) ?? 0;
  await page.close();
  return { files: scripts.size, scriptKb: total / 1024 };
}

async function signedInContext(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInPage(page);
  await page.close();
  return context;
}

async function slowLine(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", SLOW_LINE);
  return cdp;
}

async function firstIdOf(baseURL: string, list: string) {
  const body = (await (await fetch(`${baseURL}/api/${list}`)).json()) as
    { _id: string }[] | Record<string, { _id: string }[]>;
  const items = Array.isArray(body) ? body : (Object.values(body).find(Array.isArray) ?? []);
  if (!items[0]) throw new Error(`/api/${list} lists nothing to edit`);
  return items[0]._id;
}

/** A project with a progress update, and that update (the demo's house being built has some). */
async function firstProgressOf(baseURL: string) {
  const { projects } = (await (await fetch(`${baseURL}/api/projects`)).json()) as {
    projects: { _id: string }[];
  };
  for (const { _id: project } of projects) {
    const { updates } = (await (
      await fetch(`${baseURL}/api/projects/${project}/progress`)
    ).json()) as {
      updates: { _id: string }[];
    };
    if (updates[0]) return { project, update: updates[0]._id };
  }
  throw new Error("no project has a progress update to edit");
}

export async function benchAdminScripts(): Promise<AdminScriptsResult> {
  const server = await startServer({ seed: true, cwd: process.env.BENCH_APP_DIR });
  const browser = await chromium.launch({ executablePath: CHROME_PATH });
  try {
    const [project, blog, gallery] = await Promise.all(
      ["projects", "blogs", "galleries"].map((list) => firstIdOf(server.baseURL, list)),
    );
    const progress = await firstProgressOf(server.baseURL);
    const paths = [
      "/dashboard",
      "/manage-projects",
      "/manage-gallery",
      "/manage-blogs",
      "/enquiries",
      "/activity",
      "/account",
      "/account/two-factor",
      "/administrators",
      "/settings",
      "/trash",
      "/site-content",
      "/site-content/services",
      "/addprojects",
      "/addgallery",
      "/addblogs",
      `/edit-project/${project}`,
      `/edit-gallery/${gallery}`,
      `/edit-blog/${blog}`,
      `/add-progress?project=${progress.project}`,
      `/edit-progress/${progress.update}`,
    ];
    const context = await signedInContext(browser, server.baseURL);
    const screens: ScreenRow[] = [];
    for (const path of paths) screens.push({ path, ...(await scriptBytesOf(context, path)) });

    // Opened directly on the slow line: the whole editor arrives before its tab can show.
    const direct = await context.newPage();
    await slowLine(direct);
    let started = performance.now();
    await direct.goto("/addblogs", { waitUntil: "commit" });
    await direct.getByRole("tab", { name: "Write" }).first().waitFor({ timeout: 60_000 });
    const directMs = performance.now() - started;
    await direct.close();

    // A tap on the dashboard (opened at full speed, then the line slows): what the owner waits for.
    const tap = await context.newPage();
    await tap.goto("/dashboard", { waitUntil: "networkidle" });
    await slowLine(tap);
    // Timed in the page: from the tap to the loading sign showing, by the page's own clock.
    await tap.evaluate(() => {
      const state = window as unknown as { __tappedAt?: number; __signAt?: number };
      document.addEventListener("click", () => (state.__tappedAt = performance.now()), true);
      new MutationObserver(() => {
        const sign = document.querySelector('[data-testid="admin-loading"][data-busy="true"]');
        if (sign && state.__signAt === undefined) state.__signAt = performance.now();
      }).observe(document.body, { attributes: true, subtree: true, childList: true });
    });
    started = performance.now();
    await tap.getByRole("link", { name: "Add New Blog Post" }).click();
    await tap.getByRole("tab", { name: "Write" }).first().waitFor({ timeout: 60_000 });
    const fromDashboardMs = performance.now() - started;
    const loadingSignMs = await tap.evaluate(() => {
      const state = window as unknown as { __tappedAt?: number; __signAt?: number };
      return state.__signAt !== undefined && state.__tappedAt !== undefined
        ? state.__signAt - state.__tappedAt
        : null;
    });
    await tap.close();
    await context.close();

    const writeTab = { directMs, fromDashboardMs, loadingSignMs };
    const problems = [
      ...screens
        .filter((row) => row.scriptKb > ADMIN_SCRIPT_BUDGET.scriptKb)
        .map(
          (row) =>
            `${row.path}: ${row.scriptKb.toFixed(1)} KB of script (budget ${ADMIN_SCRIPT_BUDGET.scriptKb} KB)`,
        ),
      ...Object.entries({ directMs, fromDashboardMs })
        .filter(([, ms]) => ms >= ADMIN_SCRIPT_BUDGET.writeTabMs)
        .map(
          ([how, ms]) =>
            `Write tab (${how}): ${Math.round(ms)} ms on the slow line (budget < ${ADMIN_SCRIPT_BUDGET.writeTabMs} ms)`,
        ),
    ];
    return { screens, writeTab, problems };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printAdminScripts(result: AdminScriptsResult) {
  console.log("screen".padEnd(40), "files".padStart(5), "script KB (compressed)".padStart(24));
  for (const row of result.screens) {
    console.log(
      row.path.replace(/\/[0-9a-f-]{8,}$/i, "/:id").padEnd(40),
      String(row.files).padStart(5),
      row.scriptKb.toFixed(1).padStart(24),
    );
  }
  const { directMs, fromDashboardMs, loadingSignMs } = result.writeTab;
  console.log(
    `Post editor on 400 kbit/s, 300 ms: Write tab after ${Math.round(directMs)} ms opened directly, ` +
      `${Math.round(fromDashboardMs)} ms after a tap on "Add New Blog Post" ` +
      `(loading sign after ${loadingSignMs === null ? "— (none)" : `${Math.round(loadingSignMs)} ms`}).`,
  );
  if (result.problems.length) console.error(`FAILED:\n  ${result.problems.join("\n  ")}`);
  else console.log("OK: every admin screen within the script budget; the Write tab in time.");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = await benchAdminScripts();
  printAdminScripts(result);
  process.exit(result.problems.length ? 1 : 0);
}
