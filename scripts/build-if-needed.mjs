// Runs before `npm start`: builds when the build is missing or older than the
// sources, and writes a .env with fresh secrets the first time.
import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

function newestMtime(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))),
  );
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
const builtAt = Math.min(
  ...builds.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)),
);
const changedAt = Math.max(...sources.filter((s) => fs.existsSync(s)).map(newestMtime));
if (changedAt > builtAt) {
  console.log("Building the site…");
  execSync("npm run build", { stdio: "inherit" });
}

if (!fs.existsSync(".env")) {
  // An administrator given in the environment is the one to sign in with: the
  // .env then holds only the session secret, and no other password is printed.
  const adminFromEnvironment = Boolean(process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD);
  const password = randomBytes(9).toString("base64url");
  fs.writeFileSync(
    ".env",
    [
      "# Written by the first `npm start`; see .env.example for every setting.",
      `SESSION_SECRET=${randomBytes(32).toString("hex")}`,
      "# The public address; set your domain (https://...) before going live.",
      `SITE_URL=http://127.0.0.1:${process.env.PORT ?? 3000}`,
      ...(adminFromEnvironment
        ? []
        : ["ADMIN_EMAIL=admin@srilakshmibuilders.in", `ADMIN_PASSWORD=${password}`]),
      "",
    ].join("\n"),
    { mode: 0o600 },
  );
  console.log(
    adminFromEnvironment
      ? `Created .env with a new SESSION_SECRET. Sign in at /login as ${process.env.ADMIN_EMAIL} with the ADMIN_PASSWORD you set.`
      : `Created .env. Sign in at /login as admin@srilakshmibuilders.in with the password ${password}`,
  );
}
