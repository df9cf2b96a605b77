/**
 * A static copy of a page audited by `npm run lighthouse` (scripts/lighthouse.ts): the same bytes
 * and headers, served whole from a folder instead of rendered and streamed, so that the two can be
 * audited side by side and what the app's way of serving costs shows as their difference.
 *
 * `saveCopy` asks the app again for every same-origin request Chromium made while Lighthouse loaded
 * the page (its DevTools log), with the headers Chromium sent (Accept, Accept-Encoding, the user
 * agent), and saves each answer as it arrived: status, headers, body still compressed.
 * `serveCopy` answers those requests from the folder on 127.0.0.1 with the app's own headers
 * (Content-Type, Content-Security-Policy with the nonce of that very answer,
 * Cross-Origin-Opener-Policy, caching), or all but those left out to measure what one costs, each
 * body at once with its length; with
 * `encoding: "identity"` it sends the bodies uncompressed instead.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";

/** One message of Lighthouse's DevTools log (the fields read here). */
type DevtoolsMessage = { method: string; params: unknown };
type SavedAnswer = { path: string; status: number; headers: Record<string, string>; file: string };

/** Request headers not to replay: the copy stands for a first visit, and Node sets the framing. */
const NOT_REPLAYED = /^(:|cookie$|connection$|if-none-match$|if-modified-since$)/i;
/** Response headers the copy's server sets itself, or a first visit would not keep. */
const NOT_COPIED = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "date",
  "set-cookie",
]);

/** The same-origin GET requests in a DevTools log, first each, with the headers as sent. */
export function requestsOf(log: DevtoolsMessage[], origin: string) {
  const requests: { id: string; url: string; headers: Record<string, string>; sent: boolean }[] =
    [];
  for (const { method, params } of log) {
    if (method === "Network.requestWillBeSent") {
      const { requestId, request } = params as {
        requestId: string;
        request: { url: string; method: string; headers: Record<string, string> };
      };
      if (request.method !== "GET" || new URL(request.url).origin !== origin) continue;
      requests.push({ id: requestId, url: request.url, headers: request.headers, sent: false });
    } else if (method === "Network.requestWillBeSentExtraInfo") {
      // The headers as they left the network stack (Accept-Encoding is added there).
      const { requestId, headers } = params as {
        requestId: string;
        headers: Record<string, string>;
      };
      const request = requests.find((entry) => entry.id === requestId && !entry.sent);
      if (request) Object.assign(request, { headers, sent: true });
    }
  }
  const firsts = new Map<string, Record<string, string>>();
  for (const { url, headers } of requests) if (!firsts.has(url)) firsts.set(url, headers);
  return [...firsts].map(([url, headers]) => ({
    url,
    headers: Object.fromEntries(
      Object.entries(headers).filter(([name]) => !NOT_REPLAYED.test(name)),
    ),
  }));
}

/** One answer exactly as it came: no decompression (node:http leaves the body alone). */
function fetchRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            const kept = Object.entries(response.headers)
              .filter(([name, value]) => value !== undefined && !NOT_COPIED.has(name))
              .map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : value!]);
            resolve({
              status: response.statusCode ?? 0,
              headers: Object.fromEntries(kept),
              body: Buffer.concat(chunks),
            });
          });
        })
        .on("error", reject);
    },
  );
}

/**
 * Saves the page at `pageUrl` and everything of its origin that `log` shows Chromium loading, into
 * `folder` (manifest.json and one file per answer). Returns the answers that were not 2xx.
 */
export async function saveCopy(log: DevtoolsMessage[], pageUrl: string, folder: string) {
  const { origin } = new URL(pageUrl);
  fs.mkdirSync(folder, { recursive: true });
  const manifest: SavedAnswer[] = [];
  const notOk: string[] = [];
  for (const [index, request] of requestsOf(log, origin).entries()) {
    const answer = await fetchRaw(request.url, request.headers);
    const { location } = answer.headers;
    if (location?.startsWith(origin)) answer.headers.location = location.slice(origin.length);
    const file = `${index}.body`;
    fs.writeFileSync(path.join(folder, file), answer.body);
    const { pathname, search } = new URL(request.url);
    manifest.push({
      path: pathname + search,
      status: answer.status,
      headers: answer.headers,
      file,
    });
    if (answer.status >= 300) notOk.push(`${answer.status} ${pathname + search}`);
  }
  fs.writeFileSync(path.join(folder, "manifest.json"), JSON.stringify(manifest, null, 1));
  return notOk;
}

const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  gzip: zlib.gunzipSync,
  "x-gzip": zlib.gunzipSync,
  deflate: zlib.inflateSync,
  br: zlib.brotliDecompressSync,
};

/**
 * Serves a folder saved by `saveCopy` on 127.0.0.1, each answer whole. `misses` lists what was
 * asked for and not in the copy (answered 404): a faithful copy has none.
 */
export async function serveCopy(
  folder: string,
  encoding: "same" | "identity",
  /** Response headers the copy leaves out (lower case), to measure what one costs. */
  without: string[] = [],
) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(folder, "manifest.json"), "utf8"),
  ) as SavedAnswer[];
  const answers = new Map(
    manifest.map((saved) => {
      let body: Buffer = fs.readFileSync(path.join(folder, saved.file));
      const headers = { ...saved.headers };
      for (const name of without) delete headers[name];
      const coding = headers["content-encoding"];
      if (encoding === "identity" && coding) {
        const decode = DECODERS[coding];
        if (!decode) throw new Error(`No decoder for ${coding} (${saved.path})`);
        body = decode(body);
        delete headers["content-encoding"];
      }
      return [saved.path, { status: saved.status, headers, body }];
    }),
  );
  const misses: string[] = [];
  const server = http.createServer((request, response) => {
    const answer = answers.get(request.url ?? "");
    if (!answer) {
      misses.push(request.url ?? "");
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, { ...answer.headers, "content-length": answer.body.length });
    response.end(request.method === "HEAD" ? undefined : answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    misses,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
