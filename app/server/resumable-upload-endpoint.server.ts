/**
 * The resumable upload endpoint, /uploads/resumable/ (docs/api/conventions.md#resumable-uploads):
 * who may use it and which uploads each account may see, before `@tus/server` (through
 * app/services/tus-uploads.server.ts) handles the protocol. A signed-in admin session or an
 * API token is required; an upload of another account, unknown or expired is not found, whatever
 * the method, so an id guessed or copied reveals nothing. The address is read once, here: the
 * collection, or one upload's id as its one clean path segment with no query; `@tus/server` is
 * given that id and a URL without anything else (docs/security/data.md#resumable-uploads).
 */
import type { NextFunction, Request, Response } from "express";
import { getAdminSession, getApiAdmin } from "~/http/auth.server";
import { deleteStoredFiles } from "~/media/upload-folder.server";
import { getResumableUpload, type ResumableUpload } from "~/models/resumable-uploads.server";
import {
  checkNewUploadRequest,
  discardUpload,
  finishIfComplete,
  handleResumableUpload,
  RESUMABLE_UPLOADS_PATH,
  ResumableUploadRefusal,
} from "~/services/tus-uploads.server";

export { RESUMABLE_UPLOADS_PATH };

const NOT_FOUND_MESSAGE = "Upload not found";

/** The account behind a request's session cookie or bearer token, or null. */
async function accountOf(req: Request): Promise<string | null> {
  const headers = new Headers();
  if (req.headers.cookie) headers.set("Cookie", req.headers.cookie);
  if (req.headers.authorization) headers.set("Authorization", req.headers.authorization);
  const request = new globalThis.Request(`http://localhost${req.originalUrl}`, { headers });
  if (headers.has("Authorization")) return getApiAdmin(request)?.id ?? null;
  const session = await getAdminSession(request);
  return session && !session.mustChangePassword ? session.admin.id : null;
}

function answer(
  res: Response,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  res
    .status(status)
    .set({ "Tus-Resumable": "1.0.0", "Cache-Control": "no-store", ...headers })
    .type("text/plain; charset=utf-8")
    .send(message);
}

/** A finished, checked upload: the protocol's answers are ours (its partial bytes are gone). */
async function answerFinished(req: Request, res: Response, upload: ResumableUpload) {
  if (req.method === "HEAD") {
    res
      .status(200)
      .set({
        "Tus-Resumable": "1.0.0",
        "Cache-Control": "no-store",
        "Upload-Offset": String(upload.size),
        "Upload-Length": String(upload.size),
      })
      .end();
    return;
  }
  if (req.method === "DELETE") {
    await discardUpload(upload.id);
    if (upload.storedFileName) await deleteStoredFiles([upload.storedFileName]);
    res.status(204).set({ "Tus-Resumable": "1.0.0" }).end();
    return;
  }
  answer(res, 409, "This photo has already been received in full.");
}

const UPLOAD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * What a request's URL addresses: the collection (""), one upload (its id), or nothing (null).
 * An upload's address is exactly the `Location` a creation answered: one segment, no query, so
 * no other part of the URL can name a second upload.
 */
function addressedUpload(originalUrl: string): string | null {
  const [pathname, ...query] = originalUrl.split("?");
  if (pathname === RESUMABLE_UPLOADS_PATH || pathname === `${RESUMABLE_UPLOADS_PATH}/`) return "";
  const id = pathname.startsWith(`${RESUMABLE_UPLOADS_PATH}/`)
    ? pathname.slice(RESUMABLE_UPLOADS_PATH.length + 1)
    : "";
  return UPLOAD_ID.test(id) && query.length === 0 ? id : null;
}

const UPLOAD_METHODS = ["HEAD", "PATCH", "DELETE"];

export async function resumableUploads(req: Request, res: Response, next: NextFunction) {
  try {
    const uploadId = addressedUpload(req.originalUrl);
    // `@tus/server` reads the URL again: it gets the canonical one, without any query.
    req.url = uploadId ? `${RESUMABLE_UPLOADS_PATH}/${uploadId}` : `${RESUMABLE_UPLOADS_PATH}/`;
    if (req.method === "OPTIONS") {
      await handleResumableUpload(req, res, { adminId: "", uploadId: "" });
      return;
    }
    const adminId = await accountOf(req);
    if (!adminId) return answer(res, 401, "Sign in to upload photos.");
    if (uploadId === null) return answer(res, 404, NOT_FOUND_MESSAGE);
    if (uploadId) {
      // Only the collection creates: a POST here would start an upload outside every check.
      if (!UPLOAD_METHODS.includes(req.method)) {
        return answer(res, 405, "Method not allowed", { Allow: "HEAD, PATCH, DELETE, OPTIONS" });
      }
      let upload = getResumableUpload(uploadId);
      if (!upload || upload.adminId !== adminId || upload.expiresAt <= new Date().toISOString()) {
        return answer(res, 404, NOT_FOUND_MESSAGE);
      }
      if (!upload.storedFileName && req.method !== "DELETE") {
        // All bytes in but never checked (a stop during the check): check it now, so the client
        // that sees it complete can use it (docs/api/conventions.md#resumable-uploads).
        if (!(await finishIfComplete(uploadId))) return answer(res, 404, NOT_FOUND_MESSAGE);
        upload = getResumableUpload(uploadId) ?? upload;
      }
      if (upload.storedFileName) return await answerFinished(req, res, upload);
    } else if (req.method === "POST") {
      checkNewUploadRequest({
        length: req.get("Upload-Length"),
        deferLength: req.get("Upload-Defer-Length"),
        metadata: req.get("Upload-Metadata"),
      });
    } else {
      return answer(res, 405, "Method not allowed", { Allow: "POST, OPTIONS" });
    }
    await handleResumableUpload(req, res, { adminId, uploadId });
  } catch (error) {
    if (error instanceof ResumableUploadRefusal) return answer(res, error.status, error.message);
    next(error);
  }
}
