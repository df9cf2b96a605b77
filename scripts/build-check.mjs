// Whether build/ is older than the sources it is made from, and a rebuild when it is: before
// `npm start` (scripts/build-if-needed.mjs) and before the tests that start the built server
// (test/support/integration-setup.ts), so an edit is never tested against the old build.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Test files are not part of the build: editing one needs no rebuild. */
const TEST_FILE = /\.test\.tsx?$/;

function newestMtime(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return TEST_FILE.test(entry) ? 0 : stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const builds = [
  "build/server/index.js",
  "build/server.js",
  "build/image-encoder-child.js",
  "build/enhance-meta.json",
];
const sources = [
  "app",
  "public",
  "package.json",
  "server.ts",
  "vite.config.ts",
  "react-router.config.ts",
];

/** The source file changed after the oldest build file, or null when the build is current. */
export function newerSource() {
  const builtAt = Math.min(
    ...builds.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)),
  );
  const changedAt = Math.max(...sources.filter((s) => fs.existsSync(s)).map(newestMtime));
  return changedAt > builtAt ? changedAt : null;
}

export function buildIfOutdated() {
  if (newerSource() === null) return false;
  console.log("Building the site…");
  // The production build whoever calls: Vitest runs with NODE_ENV=test, which would otherwise give
  // the bundler React's development build (about 45 KB more on every admin screen).
  execSync("npm run build", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  return true;
}
