import { isbot } from "isbot";
// React's edge build, not its Node build: the Node build keeps every render in an
// AsyncLocalStorage, which turns on Node's async hooks for the whole process, and from the first
// render on every promise, timer and tick of every request pays for them
// (docs/decisions/034-render-without-async-hooks.md).
import { renderToReadableStream } from "react-dom/server.edge";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { NonceProvider } from "~/components/nonce";
import { requestInfoContext } from "~/http/request-context";

export const streamTimeout = 5_000;

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
