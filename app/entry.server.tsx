import { isbot } from "isbot";
// React's edge build, not its Node build: the Node build keeps every render in an
// AsyncLocalStorage, which turns on Node's async hooks for the whole process, and from the first
// render on every promise, timer and tick of every request pays for them
// (docs/decisions/034-render-without-async-hooks.md).
import { renderToReadableStream } from "react-dom/server.edge";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { NonceProvider } from "~/components/nonce";
import { requestInfoContext } from "~/http/request-context";

export const streamTimeout = 5_000;

/**
 * React Router's own refusals of a request (405 for a method a route does not take, 404, 400)
 * are the client's mistake, answered with their status: they are not logged as errors, and
 * their messages, which quote the full address, would put a secret link in the log
 * (docs/security/data.md#request-log). Everything else is logged as before.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // React Router's own responses carry the error behind them (its default handler logs that).
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(cause ?? error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(requestInfoContext).cspNonce;

  // A render still going after this is cut short (the shell is already on its way).
  const cutShort = new AbortController();
  const timer = setTimeout(() => cutShort.abort(), streamTimeout + 1000);
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: cutShort.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reject the render above and reach React Router's error handling.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  const done = () => clearTimeout(timer);
  body.allReady.then(done, done);

  // Crawlers get the whole document at once; people get the shell as soon as it is ready.
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
