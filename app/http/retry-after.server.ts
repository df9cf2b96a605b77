/**
 * A route's `headers` export for forms that can answer 429: the document response carries the
 * action's Retry-After too, not only data requests.
 */
export function retryAfterHeaders({ actionHeaders }: { actionHeaders: Headers }) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}
