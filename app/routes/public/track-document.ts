import fs from "node:fs";
import { Readable } from "node:stream";
import { data } from "react-router";
import { documentOfProject, documentPath } from "~/models/project-document.server";
import { projectIdOfTrackerSecret } from "~/models/project-tracker.server";
import { isWellFormedId } from "~/utils/ids.server";
import type { Route } from "./+types/track-document";

/** `filename*` of RFC 6266/5987: the name in UTF-8, percent-encoded (Tamil names survive). */
function contentDisposition(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * One document of a private project, only through its client's link
 * (docs/product/client-documents.md#serving): the secret must open the project and the document
 * must be that project's; anything else is the same 404. Never cached, never indexed.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const projectId = projectIdOfTrackerSecret(params.secret ?? "");
  const id = params.documentId ?? "";
  const document = projectId && isWellFormedId(id) ? documentOfProject(projectId, id) : null;
  if (!document) throw data(null, { status: 404 });
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(documentPath(document.storedName));
  } catch {
    throw data(null, { status: 404 });
  }
  const stream = fs.createReadStream(documentPath(document.storedName));
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(stat.size),
      "Content-Disposition": contentDisposition(document.fileName),
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    },
  });
}
