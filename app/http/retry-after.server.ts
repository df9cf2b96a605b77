/** "1 minute", "10 minutes": how long a refused sign-in must wait, in the refusal's own words. */
export function minutesText(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/**
 * A route's `headers` export for forms that can answer 429: the document response carries the
 * action's Retry-After too, not only data requests.
 */
export function retryAfterHeaders({ actionHeaders }: { actionHeaders: Headers }) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}
