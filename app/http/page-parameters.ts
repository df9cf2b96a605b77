/**
 * The query parameters a public page reads, declared by the page itself (its route module's
 * `handle`), so the page cache keys each page on exactly what its loader reads and nothing
 * else (docs/decisions/021-public-page-cache.md, "Keys"). A parameter a page reads but does not
 * declare is dropped before the page renders, cached or not: a page that gains a parameter
 * without declaring it shows the parameter working nowhere, never only on a cold cache
 * (app/server/page-parameters.integration.test.ts walks every page to prove each one declares
 * what it reads).
 *
 * A name ending in `*` declares every parameter that begins with the rest (`qty-*`).
 */
export type PageParameters = readonly string[];

/** What a page route's `handle` may declare. */
type PageHandle = { queryParameters?: PageParameters };

/** The `handle` of a page whose loader reads `names` from its query. */
export function readsQuery(...names: string[]): PageHandle {
  return { queryParameters: names };
}

/** Whether `name` is one of the parameters `declared` names. */
export function isDeclaredParameter(declared: PageParameters, name: string) {
  return declared.some((pattern) =>
    pattern.endsWith("*") ? name.startsWith(pattern.slice(0, -1)) : pattern === name,
  );
}

/** The parameters a route's `handle` declares (none when it declares nothing). */
export function declaredParameters(handle: unknown): PageParameters {
  const declared = (handle as PageHandle | undefined)?.queryParameters;
  return Array.isArray(declared) ? declared : [];
}
