// Runs before `npm start`: builds when the build is missing or older than the
// sources, and writes a .env with fresh secrets the first time.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { buildIfOutdated } from "./build-check.mjs";

buildIfOutdated();

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
