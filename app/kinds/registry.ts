/**
 * The content kinds (docs/decisions/060-kind-registry.md, docs/decisions/076-one-declaration-per-kind.md):
 * each is declared once, in ./<kind>.ts (and its server half, ./<kind>.server.ts), and this
 * file only collects them. Lists, trash, history, activity, flash messages, the dashboard and
 * the admin routes look a kind up here instead of keeping tables of their own.
 *
 * Client-safe: the browser bundles it, so it imports nothing but the kinds' client-safe halves.
 */
import { blog } from "./blog";
import { gallery } from "./gallery";
import type { KindEntry } from "./kind-entry";
import { progress } from "./progress";
import { project } from "./project";

export type { EditorOutcome, KindEntry } from "./kind-entry";

/** The kinds, in the order of the admin's tab bar: each name is a declaration's below. */
export const CONTENT_KINDS = ["project", "blog", "gallery", "progress"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const KINDS: Record<ContentKind, KindEntry> = { project, blog, gallery, progress };

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === "string" && (CONTENT_KINDS as readonly string[]).includes(value);
}

/** The kinds with lists of their own (not made inside a parent's editor), in tab-bar order. */
export const TOP_LEVEL_KINDS = CONTENT_KINDS.filter((kind) => KINDS[kind].parent === null);

/** The kinds in the order of the admin's side menu and dashboard (those with lists of their own). */
export function kindsInMenuOrder(): ContentKind[] {
  return [...TOP_LEVEL_KINDS].sort(
    (a, b) => KINDS[a].admin.menuPosition - KINDS[b].admin.menuPosition,
  );
}

/** An item's public page (docs/product/public-site.md#readable-urls). */
export function publicPath(kind: ContentKind, slug: string): string {
  return `${KINDS[kind].paths.public}/${encodeURIComponent(slug)}`;
}

/** An item's editor. */
export function editPath(kind: ContentKind, id: string): string {
  return `${KINDS[kind].paths.edit}/${encodeURIComponent(id)}`;
}

/** An item's delete page, which returns to the list's search, sort and page (`listState`). */
export function deletePath(kind: ContentKind, id: string, listState = ""): string {
  return `${KINDS[kind].paths.list}/${encodeURIComponent(id)}/delete${listState}`;
}

/** Where the editor's History panel posts a Restore (docs/product/admin-forms.md#history). */
export function restoreVersionPath(editorPath: string): string {
  return `${editorPath}/restore-version`;
}

/** The kind whose editor an address's first segment is, if any. */
export function kindOfEditSegment(segment: string): ContentKind | null {
  return CONTENT_KINDS.find((kind) => KINDS[kind].paths.edit === `/${segment}`) ?? null;
}

/** The first segments of a kind's admin pages: its list, its new item's and its items' editors. */
export function adminSegments(kind: ContentKind) {
  const { list, new: create, edit } = KINDS[kind].paths;
  return { list: list.slice(1), new: create.slice(1), edit: edit.slice(1) };
}

/**
 * The addresses whose requests carry photos of the kinds: each one's new and edit pages and its
 * /api create and update, as route patterns (`:id` for a segment).
 */
export function photoReceivingPaths(kinds: Record<string, KindEntry> = KINDS): string[] {
  return Object.values(kinds).flatMap(({ paths }) => [
    paths.new,
    `${paths.edit}/:id`,
    paths.api.new,
    `${paths.api.item}/:id`,
  ]);
}
