/**
 * How many of the app's own files one admin save runs through (docs/benchmarks.md#files-one-admin-save-opens):
 * the files a reader follows to understand a save, measured from what runs rather than guessed.
 *
 * 1. Builds as `npm run build` does, with `react-router build --sourcemapServer hidden`: the same
 *    build, plus build/server/index.js.map (and no comment naming it in the bundle).
 * 2. Starts it on a free loopback port with an empty database, `NODE_V8_COVERAGE` set and a
 *    SIGUSR2 handler that writes V8's coverage so far and resets its counters (`v8.takeCoverage`).
 * 3. Creates a project with a cover and a gallery photo through the API, signs in through the
 *    form, opens /edit-project/:id and collects its form's fields as a browser without
 *    JavaScript sends them (no new files), with a new title.
 * 4. Resets the counters, posts the form (the save answers 302 to the edit page), waits half a
 *    second for what the save started in the background, and writes the counters again.
 * 5. Maps every function that ran in that window to its source file through the source map
 *    (server.ts runs as build/server.js, compiled alone, so its functions are server.ts's), and
 *    prints the app's own files by folder: those of app/ outside the request pipeline, which a
 *    reader follows to understand a save; the pipeline's (server.ts, app/server/) are counted apart.
 *
 * A function counts when V8 counted a call of it in the window; a module's top level ran at
 * start-up and does not. Type-only files and constants read without a call are not counted.
 *
 * `node --import tsx scripts/files-per-save.ts` (`--json` prints the list as JSON).
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import { SourceMap, type SourceMapPayload } from "node:module";
import os from "node:os";
import path from "node:path";
import { apiToken, createProjectApi, json, makePng } from "../test/support/api";
import { signInBrowser } from "../test/support/browser-session";
import { startServer } from "../test/support/server";

const root = path.resolve(import.meta.dirname, "..");
const serverBuild = path.join(root, "build/server/");
const launcher = path.join(root, "build/server.js");

type FunctionCoverage = {
  functionName: string;
  ranges: { startOffset: number; endOffset: number; count: number }[];
};
type ScriptCoverage = { url: string; functions: FunctionCoverage[] };

/** Writes the coverage so far and resets the counters, when the server is sent SIGUSR2. */
const TAKE_COVERAGE_ON_SIGNAL = `data:text/javascript,${encodeURIComponent(
  'import v8 from "node:v8"; process.on("SIGUSR2", () => v8.takeCoverage());',
)}`;

function decodeEntities(text: string) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return match ? decodeEntities(match[1]) : undefined;
}

/**
 * The fields a browser without JavaScript sends for the page's form posting to `action`: inputs
 * inside it or naming it with `form=`, checked boxes only, a select's selected option, no files.
 */
function formFields(html: string, action: string): [string, string][] {
  const open = new RegExp(`<form[^>]*action="${action}"[^>]*>`).exec(html);
  if (!open) throw new Error(`no form posts to ${action}`);
  const formId = attribute(open[0], "id");
  const fields: [string, string][] = [];
  const tags = /<(input|textarea|select|\/form|form)\b([^>]*)>/gi;
  let inside = false;
  for (let match; (match = tags.exec(html));) {
    const [tag, element] = match;
    const name = element.toLowerCase();
    if (name === "form") {
      inside = match.index === open.index;
      continue;
    }
    if (name === "/form") {
      inside = false;
      continue;
    }
    const owner = attribute(tag, "form");
    if (!(owner ? owner === formId : inside)) continue;
    const field = attribute(tag, "name");
    if (!field || /\sdisabled[\s=/>]/.test(tag)) continue;
    if (name === "textarea") {
      const end = html.indexOf("</textarea>", tags.lastIndex);
      fields.push([field, decodeEntities(html.slice(tags.lastIndex, end)).replace(/^\n/, "")]);
    } else if (name === "select") {
      const end = html.indexOf("</select>", tags.lastIndex);
      const options = [...html.slice(tags.lastIndex, end).matchAll(/<option\b[^>]*>/g)];
      const chosen = options.find((option) => /\sselected[\s=/>]/.test(option[0])) ?? options[0];
      if (chosen) fields.push([field, attribute(chosen[0], "value") ?? ""]);
    } else {
      const type = (attribute(tag, "type") ?? "text").toLowerCase();
      if (type === "file" || type === "submit" || type === "button") continue;
      if ((type === "checkbox" || type === "radio") && !/\schecked[\s=/>]/.test(tag)) continue;
      fields.push([field, attribute(tag, "value") ?? (type === "checkbox" ? "on" : "")]);
    }
  }
  return fields;
}

/** The coverage files in `dir`, oldest first (Node names them by time and counter). */
function coverageFiles(dir: string) {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Sends SIGUSR2 and waits for the coverage file it writes. */
async function takeCoverage(pid: number, dir: string): Promise<string> {
  const before = coverageFiles(dir).length;
  process.kill(pid, "SIGUSR2");
  for (let waited = 0; waited < 30_000; waited += 100) {
    const files = coverageFiles(dir);
    if (files.length > before) {
      const file = files.at(-1)!;
      // Written once complete? Parse to be sure; a half-written file throws.
      try {
        JSON.parse(fs.readFileSync(file, "utf8"));
        return file;
      } catch {
        // Still being written.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server wrote no coverage");
}

/** Finds a generated position's original source file, through the source map beside the file. */
function sourceLocator(file: string): (offset: number, end: number) => string | undefined {
  const code = fs.readFileSync(file, "utf8");
  const map = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, "utf8")) as SourceMapPayload);
  const lineStarts = [0];
  for (let index = code.indexOf("\n"); index !== -1; index = code.indexOf("\n", index + 1)) {
    lineStarts.push(index + 1);
  }
  return (offset, end) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    const column = offset - lineStarts[low];
    const entry = map.findEntry(low, column) as {
      originalSource?: string;
      generatedLine?: number;
      generatedColumn?: number;
    };
    if (!entry.originalSource) return undefined;
    // The getters the bundler writes for a module's exports (`loader: () => loader$3`) have no
    // mapping of their own, and the nearest one before them may be another module's.
    const exact = entry.generatedLine === low && entry.generatedColumn === column;
    if (!exact && /^\(\)\s*=>\s*[\w$]+$/.test(code.slice(offset, end))) return undefined;
    return entry.originalSource.startsWith("file:")
      ? new URL(entry.originalSource).pathname
      : path.resolve(path.dirname(file), entry.originalSource);
  };
}

/** The app's files (relative to the project) whose functions ran, from one coverage file. */
function filesThatRan(coverageFile: string): string[] {
  const { result } = JSON.parse(fs.readFileSync(coverageFile, "utf8")) as {
    result: ScriptCoverage[];
  };
  const files = new Set<string>();
  for (const script of result) {
    if (!script.url.startsWith("file:")) continue;
    const file = new URL(script.url).pathname;
    // A module's own top level ran at start-up; only functions called since count.
    const ran = script.functions.filter(
      (fn) => fn.ranges[0].count > 0 && !(fn.functionName === "" && fn.ranges[0].startOffset === 0),
    );
    if (!ran.length) continue;
    if (file === launcher) files.add("server.ts");
    // The app bundle and its chunks (build/server/index.js, build/server/assets/*.js).
    if (!file.startsWith(serverBuild) || !fs.existsSync(`${file}.map`)) continue;
    const sourceOf = sourceLocator(file);
    for (const fn of ran) {
      const source = sourceOf(fn.ranges[0].startOffset, fn.ranges[0].endOffset);
      const relative = source ? path.relative(root, source) : "";
      if (relative.startsWith("app/")) files.add(relative);
    }
  }
  return [...files].sort();
}

/** `npm run build`'s own steps, its server bundle with a source map beside it. */
function buildWithSourceMap() {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: { build: string };
  };
  const step = "react-router build";
  if (!scripts.build.startsWith(step))
    throw new Error(`npm run build no longer starts with ${step}`);
  const command = scripts.build.replace(step, `${step} --sourcemapServer hidden`);
  execSync(command, {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, PATH: `${path.join(root, "node_modules/.bin")}:${process.env.PATH}` },
  });
}

async function measure() {
  buildWithSourceMap();
  const coverageDir = fs.mkdtempSync(path.join(os.tmpdir(), "files-per-save-"));
  const server = await startServer({
    env: { NODE_V8_COVERAGE: coverageDir, NODE_OPTIONS: `--import=${TAKE_COVERAGE_ON_SIGNAL}` },
  });
  try {
    const token = await apiToken(server.baseURL);
    const created = await createProjectApi(server.baseURL, token, {
      title: "Villa measured, Adyar",
      category: "Residential",
      coverImage: await makePng(1, 800, 600),
      gallery: [await makePng(2, 800, 600)],
    });
    const { project } = await json<{ project: { _id: string } }>(created);
    const browser = await signInBrowser(server.baseURL);
    const editPath = `/edit-project/${project._id}`;
    const page = await (await browser.get(editPath)).text();
    const form = new FormData();
    for (const [name, value] of formFields(page, editPath)) {
      form.append(name, name === "title" ? "Villa measured again, Adyar" : value);
    }

    await takeCoverage(server.process.pid!, coverageDir);
    const saved = await fetch(`${server.baseURL}${editPath}`, {
      method: "POST",
      headers: { Cookie: browser.cookie, Origin: server.baseURL },
      body: form,
      redirect: "manual",
    });
    if (saved.status !== 302) {
      throw new Error(`the save answered ${saved.status}: ${(await saved.text()).slice(0, 500)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const files = filesThatRan(await takeCoverage(server.process.pid!, coverageDir));
    const check = await (await browser.get(editPath)).text();
    if (!check.includes("Villa measured again, Adyar")) throw new Error("the save did not store");
    return files;
  } finally {
    await server.stop();
    fs.rmSync(coverageDir, { recursive: true, force: true });
  }
}

/** The request pipeline every request passes, whatever its route (docs/decisions/064-server-folder.md). */
const isPipeline = (file: string) => file === "server.ts" || file.startsWith("app/server/");

const files = await measure();
const folderOf = (file: string) => path.dirname(file);
const own = files.filter((file) => !isPipeline(file));
const ownFolders = [...new Set(own.map(folderOf))].sort();
if (process.argv.includes("--json")) {
  const pipeline = files.filter(isPipeline);
  console.log(JSON.stringify({ files: own, folders: ownFolders, pipeline }, null, 2));
} else {
  const pipeline = files.length - own.length;
  console.log("One admin save (POST /edit-project/:id, a new title, no new photos) runs code in");
  console.log(`${own.length} of the app's files, in ${ownFolders.length} folders`);
  console.log(
    `(and ${pipeline} of the request pipeline every request passes: server.ts, app/server/):\n`,
  );
  for (const folder of ownFolders) {
    const inFolder = own.filter((file) => folderOf(file) === folder);
    console.log(
      `${folder}/ (${inFolder.length}): ${inFolder.map((file) => path.basename(file)).join(", ")}`,
    );
  }
}
