/**
 * For the scripts that start the production build (`npm run bench`, `npm run lighthouse`):
 * builds it first when it is missing (the app bundle, the compiled launcher, the encoder child
 * or the public pages' script).
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export function ensureBuilt() {
  const outputs = [
    "build/server/index.js",
    "build/server.js",
    "build/image-encoder-child.js",
    "build/enhance-meta.json",
  ];
  if (outputs.every((file) => fs.existsSync(path.join(root, file)))) return;
  console.log("Building the site…");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
