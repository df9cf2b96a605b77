/**
 * The address of the public pages' one script, app/enhance/index.ts
 * (docs/decisions/030-public-pages-without-hydration.md). `npm run build`
 * bundles it into build/client/assets under a hashed name and records that
 * name in build/enhance-meta.json (esbuild's metafile); in development Vite
 * serves the source itself.
 */
import fs from "node:fs";
import path from "node:path";

const ENTRY = "app/enhance/index.ts";
const METAFILE = "build/enhance-meta.json";
const CLIENT_ROOT = "build/client";

let builtUrl: string | undefined;

export function enhanceScriptUrl(): string {
  if (import.meta.env.DEV) return `/${ENTRY}`;
  builtUrl ??= readBuiltUrl();
  return builtUrl;
}

function readBuiltUrl(): string {
  let meta: { outputs: Record<string, { entryPoint?: string }> };
  try {
    meta = JSON.parse(fs.readFileSync(METAFILE, "utf8"));
  } catch {
    throw new Error(`${METAFILE} is missing: run \`npm run build\` before starting the server.`);
  }
  const output = Object.entries(meta.outputs).find(([, info]) => info.entryPoint === ENTRY)?.[0];
  if (!output) throw new Error(`${METAFILE} names no bundle of ${ENTRY}: run \`npm run build\`.`);
  return `/${path.relative(CLIENT_ROOT, output).split(path.sep).join("/")}`;
}
