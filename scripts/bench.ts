/**
 * `npm run bench` (issue 5.9): the production build on loopback with a temp
 * data folder and the demo content. Each public page and GET /api/* call is
 * driven by autocannon with 100+ connections for a bounded time while an
 * administrator creates and deletes content through the API. Prints
 * requests/s and p50/p99 latency per target; exits 1 on any error, non-2xx
 * answer, failed admin call, logged error or SQLITE_BUSY.
 *
 * Settings (environment): BENCH_CONNECTIONS (100), BENCH_SECONDS per target
 * (8), BENCH_RUNS (1; medians are reported when more).
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { apiToken, authorized, createProjectApi, makePng, multipart } from "../test/support/api";
import { startServer } from "../test/support/server";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);

const root = path.resolve(import.meta.dirname, "..");
if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
  console.log("Building the site…");
  execSync("npx react-router build", { cwd: root, stdio: "inherit" });
}

type Row = {
  target: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
};

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Creates and deletes projects and posts until told to stop; counts calls and failures. */
async function administrator(baseURL: string, token: string, stop: { done: boolean }) {
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
  }
  return stats;
}

const server = await startServer({ seed: true, env: { LOG_LEVEL: "info" } });
let failed = false;
try {
  const base = server.baseURL;
  const { projects } = (await (await fetch(`${base}/api/projects`)).json()) as {
    projects: { _id: string }[];
  };
  const blogs = (await (await fetch(`${base}/api/blogs`)).json()) as { _id: string }[];
  const { galleries } = (await (await fetch(`${base}/api/galleries`)).json()) as {
    galleries: { _id: string }[];
  };
  if (!projects.length || !blogs.length || !galleries.length)
    throw new Error("the demo seed left no content");

  const targets = [
    "/",
    "/projects",
    `/projects/${projects[0]._id}`,
    "/blog",
    `/blog/${blogs[0]._id}`,
    "/gallery",
    "/api/projects",
    `/api/projects/${projects[0]._id}`,
    "/api/blogs",
    `/api/blogs/${blogs[0]._id}`,
    "/api/galleries",
    `/api/galleries/${galleries[0]._id}`,
  ];

  // Every target must answer 2xx before the load starts (and module caches warm up).
  for (const target of targets) {
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${base}${target}`);
      await response.arrayBuffer();
      if (!response.ok)
        throw new Error(`${target} answered ${response.status} before the load started`);
    }
  }

  const token = await apiToken(base);
  const stop = { done: false };
  const admin = administrator(base, token, stop);

  console.log(
    `Benchmark: ${CONNECTIONS} connections, ${SECONDS} s per target, ${RUNS} run(s), Node ${process.version}, ` +
      `${fs.readFileSync("/proc/cpuinfo", "utf8").match(/^processor/gm)?.length ?? "?"} CPU(s)`,
  );
  const runs: Row[][] = [];
  for (let run = 0; run < RUNS; run++) {
    const rows: Row[] = [];
    for (const target of targets) {
      const result = await autocannon({
        url: `${base}${target}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: 10,
        headers: { "Accept-Encoding": "gzip" },
      });
      rows.push({
        target: target.replace(/\/[A-Za-z0-9_-]{16,}$/, "/<id>"),
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        requests: result.requests.total,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
      process.stdout.write(".");
    }
    runs.push(rows);
  }
  process.stdout.write("\n");
  stop.done = true;
  const adminStats = await admin;

  const table = runs[0].map((row, i) => ({
    target: row.target,
    "req/s": Math.round(median(runs.map((rows) => rows[i].rps))),
    "p50 ms": median(runs.map((rows) => rows[i].p50)),
    "p99 ms": median(runs.map((rows) => rows[i].p99)),
    requests: runs.reduce((sum, rows) => sum + rows[i].requests, 0),
    errors: runs.reduce((sum, rows) => sum + rows[i].errors, 0),
    non2xx: runs.reduce((sum, rows) => sum + rows[i].non2xx, 0),
  }));
  console.table(table);
  const adminP50 = median(adminStats.latencies);
  console.log(
    `Administrator: ${adminStats.calls} create/delete calls during the run, median ${Math.round(adminP50)} ms, ` +
      `${adminStats.failures.length} failed`,
  );

  const log = server.output();
  const problems = [
    ...table
      .filter((row) => row.errors > 0)
      .map((row) => `${row.target}: ${row.errors} errors or timeouts`),
    ...table
      .filter((row) => row.non2xx > 0)
      .map((row) => `${row.target}: ${row.non2xx} non-2xx answers`),
    ...adminStats.failures.slice(0, 5),
    ...(log.includes("SQLITE_BUSY") ? ["SQLITE_BUSY in the server log"] : []),
    ...(/"level":(50|60)/.test(log) ? ["errors in the server log"] : []),
  ];
  if (problems.length) {
    failed = true;
    console.error(`FAILED:\n  ${problems.join("\n  ")}`);
  } else {
    console.log("OK: no errors, no non-2xx answers, no SQLITE_BUSY.");
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
