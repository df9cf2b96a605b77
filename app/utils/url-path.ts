/**
 * A request path as the router reads it. React Router builds each request's URL with the WHATWG
 * URL parser, which resolves `.` and `..` segments (also written `%2e`, in either case) and reads
 * `\` as `/`: `/x/../track/<secret>` is the client page `/track/<secret>`. Whatever decides by
 * path before the router (the request log's masking, the redirect to the clean path in
 * app/server/app.server.ts) reads it the same way (docs/security/requests.md#dot-segments).
 */

/** A `.` or `..` segment, plain or %-encoded, between slashes or backslashes. */
const DOT_SEGMENT = /(?:^|[/\\])(?:\.|%2e){1,2}(?=[/\\]|$)/i;

/** Whether the router would read `path` (no query) as another path. */
export function needsResolving(path: string) {
  return path.includes("\\") || DOT_SEGMENT.test(path);
}

/**
 * `path` (no query) with its dot segments resolved and backslashes read as slashes, as the router
 * reads it; never above the root. Other paths come back as they are.
 */
export function resolvePath(path: string) {
  if (!needsResolving(path)) return path;
  try {
    return new URL(`http://localhost${path.startsWith("/") ? "" : "/"}${path}`).pathname;
  } catch {
    return path;
  }
}
