/**
 * Fewer, larger script files for the administrator's screens
 * (docs/decisions/056-admin-script-files.md).
 *
 * Left to itself the bundler gives every set of routes that shares a module a file of its own:
 * an editor loaded 33 files, most of 1-3 KB, each with some 0.7 KB of response headers and
 * compressed alone. Here the app's own modules that hydrated screens load up front go into a
 * few files by who uses them:
 *
 * - `app`: what the root needs (every hydrated screen);
 * - `admin`: what the admin layout or an editor needs besides that (buttons, icons, notices);
 * - `admin-pages`: what only the other admin and sign-in screens need (lists, account);
 * - `editor`: what several editors share (the form shell, kept work, history);
 * - `records`: what the project, post and gallery editors share (photos, publishing);
 * - `blog-editor`, `project-editor`, ...: what one editor's screens (add, edit) share;
 * - `forms`: Conform, which every admin form uses.
 *
 * What one screen alone uses, what is loaded later (`import()`), the modules the routes import
 * for their loaders and actions, and any module that imports a library the screens do not load
 * up front (zod, markdown) stay with the bundler. Public routes do not count:
 * their pages load no React (docs/decisions/030-public-pages-without-hydration.md).
 */
import type { Plugin } from "vite";

type ModuleGraph = {
  getModuleInfo(id: string): {
    importers: readonly string[];
    importedIds: readonly string[];
    isEntry: boolean;
  } | null;
};

const APP = "/app/";
/** What the routes import for the server, and the routes themselves (entries of their own). */
const NOT_GROUPED = /\/app\/(?:routes|models|services|db)\/|\.server\./;
/** The libraries every admin screen loads anyway; a module that imports any other is not grouped. */
const ALWAYS_LOADED =
  /\/node_modules\/(?:react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@conform-to\/(?:react|dom))\//;
/** Conform's browser side; its zod adapter is loaded with the schemas, later. */
const FORMS = /\/node_modules\/@conform-to\/(?:react|dom)\//;
/** Vite's helper for `import()`, which the root's lazy parts use. */
const PRELOAD_HELPER = /vite\/preload-helper/;
const ROOT = /\/app\/(?:root|entry\.client)\.tsx(?:\?|$)/;
const PUBLIC_ROUTES = "/app/routes/public/";
const ADMIN_LAYOUT = /\/app\/routes\/admin\/layout\.tsx(?:\?|$)/;
/** An editor's route, by kind: add-blog and edit-blog are "blog"; the photo page is the gallery's. */
const EDITOR =
  /\/app\/routes\/admin\/(?:(?:add|edit)-([\w-]+)|(settings)|delete-(gallery)-image)\.tsx(?:\?|$)/;
const RECORDS = new Set(["project", "blog", "gallery"]);

/** Every module reached from `id` by following `next` (importers or imports), `id` included. */
function* reachable(id: string, next: (id: string) => readonly string[]): Generator<string> {
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    yield current;
    stack.push(...next(current));
  }
}

/** The screens (route modules, the client entry) whose static imports reach `id`. */
function entriesReaching(id: string, graph: ModuleGraph): string[] {
  const importers = (module: string) => graph.getModuleInfo(module)?.importers ?? [];
  return [...reachable(id, importers)].filter(
    (module) => graph.getModuleInfo(module)?.isEntry && !module.includes(PUBLIC_ROUTES),
  );
}

/**
 * Whether `id`'s static imports reach a library screens do not load up front (zod with the
 * schemas, markdown, the transliteration tables): grouped, such a module would bring it along.
 */
function importsOtherLibraries(id: string, graph: ModuleGraph): boolean {
  const library = (module: string) => module.includes("/node_modules/");
  const imports = (module: string) =>
    library(module) ? [] : (graph.getModuleInfo(module)?.importedIds ?? []);
  for (const module of reachable(id, imports)) {
    if (library(module) && !ALWAYS_LOADED.test(module)) return true;
  }
  return false;
}

function editorKind(entry: string): string | null {
  const match = EDITOR.exec(entry);
  return match ? (match[1] ?? match[2] ?? match[3]) : null;
}

/** The file a module goes into, or null to leave it to the bundler. */
export function chunkOf(id: string, graph: ModuleGraph): string | null {
  const forms = FORMS.test(id);
  const own = id.includes(APP) && !id.includes("/node_modules/") && !NOT_GROUPED.test(id);
  if (!forms && !own && !PRELOAD_HELPER.test(id)) return null;
  if (own && importsOtherLibraries(id, graph)) return null;
  const entries = entriesReaching(id, graph);
  // React and React Router stay in the bundler's own files, which every screen loads first.
  if (entries.some((entry) => ROOT.test(entry))) return forms ? null : "app";
  // What one screen alone uses stays with that screen's route.
  if (entries.length < 2) return null;
  if (forms) return "forms";
  const kinds = new Set(entries.map(editorKind));
  if (kinds.has(null)) {
    return entries.some((entry) => ADMIN_LAYOUT.test(entry)) || kinds.size > 1
      ? "admin"
      : "admin-pages";
  }
  // One editor's own parts (its form, its photos) go together: "blog-editor".
  if (kinds.size === 1) return `${[...kinds][0]}-editor`;
  return [...kinds].every((kind) => RECORDS.has(kind!)) ? "records" : "editor";
}

export function adminScriptFiles(): Plugin {
  return {
    name: "admin-script-files",
    // After React Router's settings, which keep route modules' exports exactly as written: the
    // grouped files must be free to export more (the bundler asks for it without dependencies).
    enforce: "post",
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rollupOptions: {
            preserveEntrySignatures: "allow-extension",
            output: {
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [{ name: (id, ctx) => chunkOf(id, ctx) }],
              },
            },
          },
        },
      };
    },
  };
}
