/**
 * The signal that stored content changed: what the public pages show
 * (projects, posts, galleries, their photos, slugs, share images or
 * publish times). The model functions that write such content call
 * `markContentChanged()` once their write has committed; the page cache
 * listens and drops itself (docs/decisions/021-public-page-cache.md). A
 * request that changes nothing (refused, failed, anonymous, an enquiry, a
 * sign-in) never calls it, so it never empties the cache.
 */
let version = 0;
const listeners = new Set<() => void>();

/** Tells every listener that public content changed. */
export function markContentChanged() {
  version++;
  for (const listener of listeners) listener();
}

/** A number that grows with every change: equal before and after means nothing changed in between. */
export function contentVersion() {
  return version;
}

/** Runs `listener` after every change. Returns a function that removes it. */
export function onContentChanged(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
