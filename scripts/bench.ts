/**
 * `npm run bench` (docs/benchmarks.md): the production build on loopback with a
 * temp data folder and the demo content, measured in one run while an
 * administrator creates and deletes content through the API:
 *
 * - each public page cached (a visitor) and uncached (a request carrying a
 *   session cookie, which the cache never serves), the Tamil home page /ta
 *   likewise, a stored upload, and the GET /api/* reads;
 * - a bare `node:http` server (its own process) answering the very same
 *   bytes and headers from memory: the ceiling for one Node process;
 * - nginx serving the same bytes, when `nginx` is installed (started here on
 *   127.0.0.1 with a temp config, stopped at the end);
 * - requests/s, p50/p99, ratios to the references, the server's peak
 *   resident memory, and the large-database timings of scripts/bench-large.ts
 *   when that script exists.
 *
 * Exits 1 on any error, non-2xx answer, failed admin call, logged error or
 * SQLITE_BUSY, or when a target of docs/benchmarks.md is missed (cached page ≥ 50% of
 * node:http and ≥ 35% of nginx; upload ≥ 50% of node:http).
 *
 * The load comes from wrk when it is installed (`apt-get install wrk`), else
 * from autocannon. Settings (environment): BENCH_CONNECTIONS (50),
 * BENCH_SECONDS per target (5), BENCH_WORKERS (client threads, 2),
 * BENCH_ROUNDS (3: each cached target, node:http and nginx are measured back
 * to back this many times, the order turned each round; medians count),
 * BENCH_ADMIN_PAUSE_MS (60000, the administrator's pause after each round of
 * four writes while the targets are measured: an owner saving four times a
 * minute for the whole run, already far busier than a real one),
 * BENCH_STRESS_PAUSE_MS (1000, the same in the write-stress pass, which
 * measures the cached pages again and is reported, not held to a target),
 * BENCH_LARGE=0 skips the large-database section, BENCH_CACHED_ONLY=1 measures only the
 * table the targets hold (each page cached and uncached, the upload, the references: no API
 * reads, no write-stress pass, none of the later sections). Each cached target also shows
 * the CPU time per request of the site and of the node:http reference (from
 * /proc), and the share of one core each got: where the difference goes.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { apiToken, authorized, createProjectApi, makePng, multipart } from "../test/support/api";
import { ensureBuilt } from "../test/support/build";
import { startServer, TEST_SESSION_SECRET } from "../test/support/server";
import { signedCookie } from "../test/support/signed-cookie";
import { benchLarge, printLarge } from "./bench-large";
import { benchAdminScripts, printAdminScripts } from "./bench-admin-scripts";
import { benchProjectEditor, printProjectEditor } from "./bench-project-editor";
import { benchUploads, printUploads } from "./bench-uploads";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
/** Rounds of each cached target and its references, measured back to back (the median counts). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The owner's pause after each round of four writes in the main table (a very busy owner). */
const ADMIN_PAUSE_MS = Number(process.env.BENCH_ADMIN_PAUSE_MS ?? 60_000);
/** The pause of the write-stress pass: far more writes than any owner makes. */
const STRESS_PAUSE_MS = Number(process.env.BENCH_STRESS_PAUSE_MS ?? 1000);
/** Only the table the targets hold: a few minutes instead of the whole run. */
const CACHED_ONLY = process.env.BENCH_CACHED_ONLY === "1";
/** The targets of docs/benchmarks.md: shares of the reference throughput. */
const TARGETS = { pageOfNode: 0.5, pageOfNginx: 0.35, uploadOfNode: 0.5 };

ensureBuilt();

type Measure = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The answering process's CPU per request (µs) and its share of one core, when its pid is known. */
  cpu?: { perRequest: number; share: number };
};

/** CPU milliseconds (user + system) a process has used so far, from /proc. */
function cpuMs(pid: number) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
/** Linux's clock ticks per second (USER_HZ), in which /proc/<pid>/stat counts CPU time. */
const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

const WRK = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((candidate) => fs.existsSync(candidate));

/** Milliseconds from one of wrk's durations ("850.00us", "1.20ms", "2.00s"). */
function wrkMs(value: string) {
  const match = /([\d.]+)(us|ms|s)/.exec(value);
  if (!match) return NaN;
  const factor = { us: 0.001, ms: 1, s: 1000 }[match[2] as "us" | "ms" | "s"];
  return Math.round(Number(match[1]) * factor * 100) / 100;
}

/**
 * Drives one URL for SECONDS with CONNECTIONS keep-alive connections: with
 * wrk (a C client, as the references in docs/benchmarks.md were measured) when installed, else autocannon.
 */
async function measure(
  url: string,
  headers: Record<string, string> = {},
  pid?: number,
): Promise<Measure> {
  const cpuBefore = pid ? cpuMs(pid) : NaN;
  const startedAt = performance.now();
  const result = await drive(url, headers);
  if (!pid || Number.isNaN(cpuBefore) || !result.rps) return result;
  const used = cpuMs(pid) - cpuBefore;
  const elapsed = performance.now() - startedAt;
  const requests = (result.rps * elapsed) / 1000;
  return { ...result, cpu: { perRequest: (used * 1000) / requests, share: used / elapsed } };
}

async function drive(url: string, headers: Record<string, string>): Promise<Measure> {
  const allHeaders = { "Accept-Encoding": "gzip", ...headers };
  if (WRK) {
    const args = [
      `-t${WORKERS}`,
      `-c${CONNECTIONS}`,
      `-d${SECONDS}s`,
      "--timeout",
      "10s",
      "--latency",
      ...Object.entries(allHeaders).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
      url,
    ];
    const output = await new Promise<string>((resolve) => {
      const child = spawn(WRK, args, { stdio: ["ignore", "pipe", "pipe"] });
      let text = "";
      child.stdout.on("data", (chunk) => (text += chunk));
      child.stderr.on("data", (chunk) => (text += chunk));
      child.on("close", () => resolve(text));
    });
    const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
      output,
    );
    return {
      rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
      p50: wrkMs(/^\s+50%\s+(\S+)/m.exec(output)?.[1] ?? ""),
      p99: wrkMs(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? ""),
      errors: errors ? errors.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0,
      non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    };
  }
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    workers: WORKERS > 1 ? WORKERS : undefined,
    duration: SECONDS,
    timeout: 10,
    headers: allHeaders,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The raw answer (compressed bytes and headers as sent), to hand to the references. */
function rawGet(url: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

/** Creates and deletes projects and posts until told to stop; counts calls and failures. */
async function administrator(
  baseURL: string,
  token: string,
  stop: { done: boolean },
  pauseMs: number,
) {
  const cover = await makePng(1, 1200, 800);
  const stats = { calls: 0, failures: [] as string[], latencies: [] as number[] };
  const timed = async (label: string, expected: number, call: () => Promise<Response>) => {
    const started = performance.now();
    const response = await call();
    stats.latencies.push(performance.now() - started);
    stats.calls++;
    if (response.status !== expected)
      stats.failures.push(`${label}: ${response.status} ${await response.text()}`);
    return response;
  };
  for (let n = 0; !stop.done; n++) {
    const created = await timed("create project", 201, () =>
      createProjectApi(baseURL, token, {
        title: `Bench project ${n}`,
        category: "Residential",
        location: "Adyar, Chennai",
        coverImage: cover,
      }),
    );
    const blog = await timed("create blog", 201, () =>
      fetch(
        `${baseURL}/api/add-blog`,
        authorized(token, {
          method: "POST",
          body: multipart({
            title: `Bench post ${n}`,
            content: "Written under load.",
            author: "Bench",
            images: cover,
          }),
        }),
      ),
    );
    if (created.status === 201) {
      const { project } = (await created.json()) as { project: { _id: string } };
      await timed("delete project", 200, () =>
        fetch(`${baseURL}/api/projects/${project._id}`, authorized(token, { method: "DELETE" })),
      );
    }
    if (blog.status === 201) {
      const { blog: post } = (await blog.json()) as { blog: { _id: string } };
      await timed("delete blog", 200, () =>
        fetch(`${baseURL}/api/blogs/${post._id}`, authorized(token, { method: "DELETE" })),
      );
    }
    // Every write empties the page cache, so the pause decides how often pages render again:
    // the main pass writes like a busy owner, the stress pass many times faster.
    const until = Date.now() + pauseMs;
    while (!stop.done && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return stats;
}

/** Waits (up to 5 minutes) until every stored image has its full-width AVIF, the last variant made. */
async function variantsMade(uploadsDir: string) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const names = fs.readdirSync(uploadsDir);
    const present = new Set(names);
    const missing = names.filter(
      (name) => /^[\w-]{24}\.webp$/.test(name) && !present.has(name.replace(/\.webp$/, ".avif")),
    );
    if (missing.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("the responsive variants of the demo images were not made within 5 minutes");
}

type Fixture = { name: string; file: string; headers: http.IncomingHttpHeaders };

/** Headers the references send: the app's own, minus what they compute themselves. */
function referenceHeaders(headers: http.IncomingHttpHeaders) {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (/^(?:date|connection|keep-alive|transfer-encoding|content-length)$/.test(name)) continue;
    if (value !== undefined) kept[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return kept;
}

/** A bare node:http server in its own process, answering each fixture's bytes from memory. */
async function startNodeReference(dir: string, fixtures: Fixture[]) {
  const script = `
    const http = require("node:http");
    const fs = require("node:fs");
    const routes = new Map();
    for (const f of ${JSON.stringify(fixtures)}) {
      const body = fs.readFileSync(f.file);
      routes.set("/" + f.name, { body, headers: { ...f.headers, "content-length": body.length } });
    }
    const server = http.createServer((req, res) => {
      const route = routes.get(req.url);
      if (!route) { res.writeHead(404); return res.end(); }
      res.writeHead(200, route.headers);
      res.end(route.body);
    });
    server.listen(0, "127.0.0.1", () => console.log("PORT " + server.address().port));
    setTimeout(() => process.exit(0), 30 * 60 * 1000).unref();
  `;
  const child = spawn(process.execPath, ["-e", script], { cwd: dir, stdio: "pipe" });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      const match = /PORT (\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", () => reject(new Error("the node:http reference did not start")));
  });
  return { baseURL: `http://127.0.0.1:${port}`, child };
}

/** nginx with a temp config serving the fixtures as files, or null when it is not installed. */
async function startNginx(dir: string, fixtures: Fixture[]) {
  const binary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) =>
    fs.existsSync(candidate),
  );
  if (!binary) return null;
  const port = await freePort();
  const locations = fixtures
    .map((fixture) => {
      const headers = referenceHeaders(fixture.headers);
      const type = headers["content-type"] ?? "application/octet-stream";
      const extra = Object.entries(headers)
        .filter(([name]) => !/^(?:content-type|etag|last-modified)$/.test(name))
        .map(([name, value]) => `add_header ${name} ${JSON.stringify(value)};`)
        .join(" ");
      return `location = /${fixture.name} { default_type ${JSON.stringify(type)}; ${extra} alias ${fixture.file}; }`;
    })
    .join("\n    ");
  const config = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    config,
    `worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections 1024; }
http {
  access_log off;
  types { }
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  server {
    listen 127.0.0.1:${port};
    ${locations}
  }
}
`,
  );
  const child = spawn(binary, ["-c", config, "-p", dir], { stdio: "pipe" });
  const baseURL = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    const ok = await fetch(`${baseURL}/${fixtures[0].name}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { baseURL, child, version: nginxVersion(binary) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGTERM");
  throw new Error(`nginx did not start: ${fs.readFileSync(`${dir}/nginx-error.log`, "utf8")}`);
}

function nginxVersion(binary: string) {
  return spawnSync(binary, ["-v"], { encoding: "utf8" }).stderr.trim();
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function residentMb(pid: number) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function stopChild(child: ChildProcess | undefined) {
  if (child && child.exitCode === null) child.kill("SIGTERM");
}

/** The run with the median throughput (its latencies come with it). */
function medianRun(runs: Measure[]) {
  return [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)];
}

/** The median of the rounds' ratios: each site run against the reference run next to it. */
function medianRatio(site: Measure[], reference: Measure[]) {
  const ratios = site.map((run, round) => run.rps / reference[round].rps).sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length / 2)];
}

/** A run's CPU figure for the table: µs per request, or the share of one core in percent. */
function cpuText(run: Measure, figure: "perRequest" | "share") {
  if (!run.cpu) return "–";
  return figure === "share" ? `${Math.round(run.cpu.share * 100)}%` : run.cpu.perRequest.toFixed(0);
}

const percent = (part: number, whole: number) =>
  whole ? `${Math.round((part / whole) * 100)}%` : "–";

// Uncached pages are driven with CONNECTIONS connections from one address on purpose: the budget
// of renders per address (app/server/render-budget.server.ts) would answer most of them 503.
const server = await startServer({
  seed: true,
  env: { LOG_LEVEL: "info", RENDERS_PER_ADDRESS: "10000" },
});
// A session cookie the server signed: only such a cookie skips the page cache (a forged one is
// answered from it, docs/security/caching.md#public-page-cache).
const bypassCookie = await signedCookie("__session", "bench-bypass", TEST_SESSION_SECRET);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "builder-bench-"));
fs.chmodSync(scratch, 0o755);
let reference: Awaited<ReturnType<typeof startNodeReference>> | undefined;
let nginx: Awaited<ReturnType<typeof startNginx>> = null;
let failed = false;
try {
  const base = server.baseURL;
  const { projects } = (await (await fetch(`${base}/api/projects`)).json()) as {
    projects: { _id: string; slug: string; coverImage: string }[];
  };
  const blogs = (await (await fetch(`${base}/api/blogs`)).json()) as {
    _id: string;
    slug: string;
  }[];
  const { galleries } = (await (await fetch(`${base}/api/galleries`)).json()) as {
    galleries: { _id: string }[];
  };
  if (!projects.length || !blogs.length || !galleries.length)
    throw new Error("the demo seed left no content");

  const pages = [
    "/",
    "/projects",
    `/projects/${projects[0].slug}`,
    "/blog",
    `/blog/${blogs[0].slug}`,
    "/gallery",
    // A Tamil page: cached like the English ones under its own address (docs/decisions/053-tamil-web-font.md).
    "/ta",
  ];
  const upload = `/uploads/${projects[0].coverImage}`;
  const apiReads = [
    "/api/projects",
    `/api/projects/${projects[0]._id}`,
    "/api/blogs",
    `/api/blogs/${blogs[0]._id}`,
    "/api/galleries",
    `/api/galleries/${galleries[0]._id}`,
  ];
  const label = (target: string) => target.replace(/\/[A-Za-z0-9_-]{16,}(\.webp)?$/, "/<id>$1");

  // Every target answers 2xx first; the cached bytes become the references' fixtures.
  const fixtures: (Fixture & { target: string })[] = [];
  for (const [index, target] of [...pages, upload].entries()) {
    for (let i = 0; i < 3; i++) await (await fetch(`${base}${target}`)).arrayBuffer();
    const { headers, body } = await rawGet(`${base}${target}`);
    const file = path.join(scratch, `fixture-${index}`);
    fs.writeFileSync(file, body);
    fixtures.push({ target, name: `f${index}`, file, headers: referenceHeaders(headers) });
  }
  for (const target of apiReads) {
    const response = await fetch(`${base}${target}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${target} answered ${response.status} before the load`);
  }

  // The demo images' responsive variants are made in the background after start-up (a minute or
  // more of one core): measure the steady state, as visitors meet it, once they exist.
  await variantsMade(server.uploadsDir);

  reference = await startNodeReference(scratch, fixtures);
  nginx = await startNginx(scratch, fixtures);

  const token = await apiToken(base);
  const stop = { done: false };
  const admin = administrator(base, token, stop, ADMIN_PAUSE_MS);
  let peakRss = residentMb(server.process.pid!);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, residentMb(server.process.pid!));
  }, 250);

  const load = os.loadavg().map((value) => value.toFixed(2));
  console.log(
    `Benchmark (${WRK ? "wrk" : "autocannon"}): ${CONNECTIONS} connections, ${WORKERS} client thread(s), ${SECONDS} s per target, ` +
      `Node ${process.version}, ${os.cpus().length} CPU(s), load average ${load.join(" ")}` +
      (nginx ? `, ${nginx.version}` : ", nginx not installed"),
  );

  type Row = Record<string, string | number>;
  const rows: Row[] = [];
  const checks: { what: string; ratio: number; target: number }[] = [];
  const problems: string[] = [];
  const record = (name: string, result: Measure) => {
    if (result.errors) problems.push(`${name}: ${result.errors} errors or timeouts`);
    if (result.non2xx) problems.push(`${name}: ${result.non2xx} non-2xx answers`);
  };

  for (const fixture of fixtures) {
    const isUpload = fixture.target === upload;
    // ROUNDS rounds of the site and its references back to back, the order turned each round so
    // none of them always runs first (or right after the uncached renders); the table shows each
    // one's median, and each ratio is the median of the rounds' own ratios (the site against the
    // reference measured seconds before or after it, on the same load).
    const servers = [
      { name: "cached", url: `${base}${fixture.target}`, pid: server.process.pid },
      { name: "node:http", url: `${reference.baseURL}/${fixture.name}`, pid: reference.child.pid },
      ...(nginx ? [{ name: "nginx", url: `${nginx.baseURL}/${fixture.name}` }] : []),
    ];
    const runs = new Map<string, Measure[]>(servers.map((item) => [item.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < servers.length; i++) {
        const { name, url, pid } = servers[(i + round) % servers.length];
        const result = await measure(url, {}, pid);
        record(`${label(fixture.target)} ${name}`, result);
        runs.get(name)!.push(result);
      }
      process.stdout.write(".");
    }
    const uncached = isUpload
      ? undefined
      : await measure(`${base}${fixture.target}`, { Cookie: bypassCookie });
    if (uncached) record(`${label(fixture.target)} uncached`, uncached);
    const cachedRuns = runs.get("cached")!;
    const cached = medianRun(cachedRuns);
    const bare = medianRun(runs.get("node:http")!);
    const nginxRuns = runs.get("nginx");
    const viaNginx = nginxRuns ? medianRun(nginxRuns) : undefined;
    const ofNode = medianRatio(cachedRuns, runs.get("node:http")!);
    const ofNginx = nginxRuns ? medianRatio(cachedRuns, nginxRuns) : undefined;
    rows.push({
      target: label(fixture.target),
      "cached req/s": Math.round(cached.rps),
      "p50/p99 ms": `${cached.p50}/${cached.p99}`,
      "uncached req/s": uncached ? Math.round(uncached.rps) : "–",
      "uncached p50/p99": uncached ? `${uncached.p50}/${uncached.p99}` : "–",
      "node:http req/s": Math.round(bare.rps),
      "nginx req/s": viaNginx ? Math.round(viaNginx.rps) : "–",
      "of node:http": percent(ofNode, 1),
      "of nginx": ofNginx === undefined ? "–" : percent(ofNginx, 1),
      // Where the difference goes: the process's own CPU per request, and how much of a core it got.
      "µs/req site/node": `${cpuText(cached, "perRequest")}/${cpuText(bare, "perRequest")}`,
      "core site/node": `${cpuText(cached, "share")}/${cpuText(bare, "share")}`,
      rounds: cachedRuns
        .map((run, round) => percent(run.rps, runs.get("node:http")![round].rps))
        .join(" "),
    });
    checks.push({
      what: `${label(fixture.target)} of node:http`,
      ratio: ofNode,
      target: isUpload ? TARGETS.uploadOfNode : TARGETS.pageOfNode,
    });
    if (ofNginx !== undefined && !isUpload)
      checks.push({
        what: `${label(fixture.target)} of nginx`,
        ratio: ofNginx,
        target: TARGETS.pageOfNginx,
      });
  }
  const apiRows: Row[] = [];
  for (const target of CACHED_ONLY ? [] : apiReads) {
    const result = await measure(`${base}${target}`);
    record(target, result);
    apiRows.push({
      target: label(target),
      "req/s": Math.round(result.rps),
      "p50/p99 ms": `${result.p50}/${result.p99}`,
    });
    process.stdout.write(".");
  }
  stop.done = true;
  const adminStats = await admin;

  // The stress pass: the same cached pages while the administrator writes every STRESS_PAUSE_MS.
  const stressStop = { done: CACHED_ONLY };
  const stress = administrator(base, token, stressStop, STRESS_PAUSE_MS);
  const stressRows: Row[] = [];
  for (const fixture of CACHED_ONLY ? [] : fixtures.filter((item) => item.target !== upload)) {
    const cached = await measure(`${base}${fixture.target}`);
    record(`${label(fixture.target)} cached, write stress`, cached);
    const row = rows.find((item) => item.target === label(fixture.target))!;
    stressRows.push({
      target: label(fixture.target),
      "req/s": Math.round(cached.rps),
      "p50/p99 ms": `${cached.p50}/${cached.p99}`,
      "of node:http": percent(cached.rps, Number(row["node:http req/s"])),
      "of nginx":
        row["nginx req/s"] === "–" ? "–" : percent(cached.rps, Number(row["nginx req/s"])),
    });
    process.stdout.write(".");
  }
  process.stdout.write("\n");
  stressStop.done = true;
  const stressStats = await stress;
  clearInterval(sampler);

  console.log("\nPublic pages and an upload (cached vs uncached vs the references):");
  console.table(rows);
  if (!CACHED_ONLY) {
    console.log("GET /api/* reads:");
    console.table(apiRows);
  }
  const median = (values: number[]) =>
    Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0);
  console.log(
    `Administrator (four writes, then ${ADMIN_PAUSE_MS / 1000} s): ${adminStats.calls} create/delete calls, ` +
      `median ${median(adminStats.latencies)} ms, ${adminStats.failures.length} failed`,
  );
  if (!CACHED_ONLY) {
    console.log(
      `\nWrite stress: cached pages while the administrator writes four times, pauses ${STRESS_PAUSE_MS / 1000} s, again ` +
        `(every write empties the page cache; not a target, shown to be honest about it):`,
    );
    console.table(stressRows);
    console.log(
      `Administrator under stress: ${stressStats.calls} create/delete calls, median ` +
        `${median(stressStats.latencies)} ms, ${stressStats.failures.length} failed`,
    );
  }
  console.log(
    `Server resident memory: peak ${Math.round(peakRss)} MB; load average after the run ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")}`,
  );

  const log = server.output();
  problems.push(
    ...adminStats.failures.slice(0, 5),
    ...stressStats.failures.slice(0, 5),
    ...(log.includes("SQLITE_BUSY") ? ["SQLITE_BUSY in the server log"] : []),
    ...(/"level":(50|60)/.test(log) ? ["errors in the server log"] : []),
    ...checks
      .filter((check) => check.ratio < check.target)
      .map(
        (check) => `${check.what}: ${percent(check.ratio, 1)} (target ${percent(check.target, 1)})`,
      ),
  );
  if (problems.length) {
    failed = true;
    console.error(`FAILED:\n  ${problems.join("\n  ")}`);
  } else {
    console.log("OK: targets met; no errors, no non-2xx answers, no SQLITE_BUSY.");
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  stopChild(reference?.child);
  stopChild(nginx?.child);
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  fs.rmSync(scratch, { recursive: true, force: true });
}
if (CACHED_ONLY) process.exit(failed ? 1 : 0);
// The large-database section (npm run bench:large); BENCH_LARGE=0 skips it.
if (process.env.BENCH_LARGE !== "0") {
  console.log(
    "\nLarge database (10,000 projects, 5,000 posts, 500 galleries), one request at a time:",
  );
  const large = await benchLarge();
  printLarge(large);
  if (large.problems.length) failed = true;
}
// The admin's script budget on a phone (docs/benchmarks.md#admin-script-budget).
console.log("\nAdmin screens, first visit, signed in:");
const adminScripts = await benchAdminScripts();
printAdminScripts(adminScripts);
if (adminScripts.problems.length) failed = true;
// The project editor of a four-photo project on the owner's phone line (bench-project-editor.ts).
console.log("\nProject editor on a phone's slow line:");
if (!printProjectEditor(await benchProjectEditor())) failed = true;
if (!printUploads(await benchUploads())) failed = true; // photos on a slow line (bench-uploads.ts)
process.exit(failed ? 1 : 0);
