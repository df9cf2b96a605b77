/**
 * Static files on the shortest path Node offers (docs/decisions/022-static-files-fast-path.md):
 * answered straight from the `node:http` handler, before Express, the
 * request logger and the CSP nonce. Files up to HOT_FILE_MAX_BYTES are kept
 * in memory (least recently used out, bounded by bytes: memory-cache.server.ts),
 * text files also pre-compressed; conditional requests get 304.
 */
import fs from "node:fs";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import {
  ByteBoundedCache,
  matchesETag,
  preferredEncoding,
  type Representation,
} from "./memory-cache.server";

const CONTENT_TYPES: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = /^(?:text\/|application\/json|image\/svg)/;
/** File names the handler serves: one flat folder, no dot files, no traversal. */
const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

type StaticOptions = {
  /** The folder served (flat: names only, no sub-folders). */
  root: string | (() => string);
  /** The URL prefix, with its trailing slash: "/uploads/". */
  prefix: string;
  /** Cache-Control of the files found. */
  cacheControl: string;
  /** Headers sent with every answer (found or not), such as nosniff. */
  headers?: OutgoingHttpHeaders;
  /** Headers of one found file on top of those (a worker script's own policy). */
  headersOf?: (name: string) => OutgoingHttpHeaders;
  /** Memory for hot files (default 64 MB). */
  maxBytes?: number;
  /**
   * For a missing name, another stored file that can stand in for it (a
   * responsive variant not yet made answers with its original). The stand-in
   * is sent with `no-cache`, so it is replaced once the real file exists.
   */
  standIn?: (name: string) => string | null;
  /** Files on disk that answer 404 all the same (an item in the trash, say). */
  hidden?: (name: string) => boolean;
};

type HotFile = {
  /** Its one ETag, in the form If-None-Match is checked against. */
  etags: Set<string>;
  /** Last-Modified as a number, for If-Modified-Since. */
  modifiedAt: number;
  identity: Representation;
  gzip?: Representation;
  br?: Representation;
  /** The headers of a 304. */
  notModified: OutgoingHttpHeaders;
  bytes: number;
};

/** Files larger than this stream from disk instead of living in memory. */
const HOT_FILE_MAX_BYTES = 1024 * 1024;

type StaticHandler = ((req: IncomingMessage, res: ServerResponse) => boolean) & {
  /** Forgets every file held in memory (after a delete, for example). */
  clear: () => void;
};

/** What the functions below need of a handler's options: where its files are, what they send. */
type Folder = {
  root: () => string;
  fixedHeaders: OutgoingHttpHeaders;
  headersOf?: (name: string) => OutgoingHttpHeaders;
  cacheControl: string;
};

function notFound(res: ServerResponse, fixedHeaders: OutgoingHttpHeaders) {
  res.writeHead(404, {
    ...fixedHeaders,
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
  });
  res.end("Not found");
}

function send(req: IncomingMessage, res: ServerResponse, file: HotFile) {
  if (isFresh(req, file)) {
    res.writeHead(304, file.notModified);
    res.end();
    return;
  }
  // Only text files have compressed copies; the rest answer as they are.
  const chosen = file[preferredEncoding(req.headers["accept-encoding"])] ?? file.identity;
  res.writeHead(200, chosen.headers);
  res.end(req.method === "HEAD" ? undefined : chosen.body);
}

function contentTypeOf(name: string) {
  return CONTENT_TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream";
}

function etagOf(stat: fs.Stats) {
  return `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
}

/** A file read into memory with its answers (compressed too when text), or why not. */
async function load(
  folder: Folder,
  name: string,
  standIn: boolean,
): Promise<HotFile | "large" | null> {
  const filePath = path.join(folder.root(), name);
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(filePath);
  } catch {
    return null;
  }
  if (!stat.isFile()) return null;
  const type = contentTypeOf(name);
  const etag = etagOf(stat);
  const headers: OutgoingHttpHeaders = {
    ...folder.fixedHeaders,
    ...folder.headersOf?.(name),
    "content-type": type,
    "cache-control": standIn ? "no-cache" : folder.cacheControl,
    etag,
    "last-modified": stat.mtime.toUTCString(),
  };
  if (stat.size > HOT_FILE_MAX_BYTES) return "large";
  const identity = await fs.promises.readFile(filePath);
  const compress = COMPRESSIBLE.test(type) && identity.length > 1024;
  if (compress) headers.vary = "Accept-Encoding";
  const representation = (body: Buffer, encoding?: string): Representation => ({
    body,
    headers: {
      ...headers,
      ...(encoding ? { "content-encoding": encoding } : {}),
      "content-length": body.length,
    },
  });
  const file: HotFile = {
    etags: new Set([etag]),
    modifiedAt: Date.parse(headers["last-modified"] as string),
    identity: representation(identity),
    notModified: { etag, "cache-control": headers["cache-control"] },
    bytes: identity.length,
  };
  if (compress) {
    file.gzip = representation(zlib.gzipSync(identity, { level: 9 }), "gzip");
    file.br = representation(zlib.brotliCompressSync(identity), "br");
    file.bytes += file.gzip.body.length + file.br.body.length;
  }
  return file;
}

/** A file too large to keep in memory, streamed from disk. */
function stream(
  folder: Folder,
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  cacheControl = folder.cacheControl,
) {
  const filePath = path.join(folder.root(), name);
  fs.promises
    .stat(filePath)
    .then((stat) => {
      const etag = etagOf(stat);
      const lastModified = stat.mtime.toUTCString();
      const file = { etags: new Set([etag]), modifiedAt: Date.parse(lastModified) };
      const headers = {
        ...folder.fixedHeaders,
        ...folder.headersOf?.(name),
        "content-type": contentTypeOf(name),
        "cache-control": cacheControl,
        etag,
        "last-modified": lastModified,
        "content-length": stat.size,
      };
      if (isFresh(req, file)) {
        res.writeHead(304, { etag, "cache-control": cacheControl });
        return res.end();
      }
      res.writeHead(200, headers);
      if (req.method === "HEAD") return res.end();
      fs.createReadStream(filePath)
        .on("error", () => res.destroy())
        .pipe(res);
    })
    .catch(() => notFound(res, folder.fixedHeaders));
}

export function createStaticHandler(options: StaticOptions): StaticHandler {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const fixedHeaders = options.headers ?? {};
  const folder: Folder = {
    root: typeof options.root === "function" ? options.root : () => options.root as string,
    fixedHeaders,
    headersOf: options.headersOf,
    cacheControl: options.cacheControl,
  };
  const hot = new ByteBoundedCache<HotFile>(maxBytes);

  async function serveMiss(req: IncomingMessage, res: ServerResponse, name: string) {
    let found = await load(folder, name, false);
    if (found === null && options.standIn) {
      const other = options.standIn(name);
      if (other) found = await load(folder, other, true);
      if (found === "large") return stream(folder, req, res, other!, "no-cache");
      if (found) return send(req, res, found);
    }
    if (found === null) return notFound(res, fixedHeaders);
    if (found === "large") return stream(folder, req, res, name);
    hot.set(name, found, found.bytes);
    send(req, res, found);
  }

  const handler = ((req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? "";
    if (!url.startsWith(options.prefix)) return false;
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { ...fixedHeaders, allow: "GET, HEAD", "content-type": "text/plain" });
      res.end("Method not allowed");
      return true;
    }
    const query = url.indexOf("?");
    const raw = url.slice(options.prefix.length, query === -1 ? undefined : query);
    // Names held in memory are safe names, which read the same encoded or not.
    let name = raw;
    let file = hot.get(raw);
    if (!file) {
      try {
        name = decodeURIComponent(raw);
      } catch {
        notFound(res, fixedHeaders);
        return true;
      }
      if (name !== raw) file = hot.get(name);
    }
    if (options.hidden?.(name)) {
      notFound(res, fixedHeaders);
      return true;
    }
    if (file) {
      send(req, res, file);
      return true;
    }
    if (!SAFE_NAME.test(name)) {
      notFound(res, fixedHeaders);
      return true;
    }
    serveMiss(req, res, name).catch(() => {
      if (!res.headersSent) notFound(res, fixedHeaders);
      else res.destroy();
    });
    return true;
  }) as StaticHandler;
  handler.clear = () => hot.clear();
  return handler;
}

function isFresh(req: IncomingMessage, file: Pick<HotFile, "etags" | "modifiedAt">) {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch) return matchesETag(ifNoneMatch, file.etags);
  const since = req.headers["if-modified-since"];
  if (since) {
    const time = Date.parse(since);
    return !Number.isNaN(time) && file.modifiedAt <= time;
  }
  return false;
}
