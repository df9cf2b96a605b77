/**
 * The resumable upload endpoint, /uploads/resumable/ (docs/api.md#resumable-uploads): who may
 * use it and which uploads each account may see, before `@tus/server` (through
 * app/services/resumable-uploads.server.ts) handles the protocol. A signed-in admin session or an
 * API token is required; an upload of another account, unknown or expired is not found, whatever
 * the method, so an id guessed or copied reveals nothing.
 */
import type { NextFunction, Request, Response } from "express";
import { getAdminSession, getApiAdmin } from "~/http/auth.server";
import { deleteStoredFiles } from "~/media/upload-folder.server";
import { getResumableUpload, type ResumableUpload } from "~/models/resumable-uploads.server";
import {
  checkNewUpload,
  discardUpload,
  fileNameOfMetadata,
  handleResumableUpload,
  RESUMABLE_UPLOADS_PATH,
  ResumableUploadRefusal,
} from "~/services/resumable-uploads.server";

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

export async function resumableUploads(req: Request, res: Response, next: NextFunction) {
  // Mounted under its path, Express shortened req.url; the tus server reads the upload id from it.
  req.url = req.originalUrl;
  try {
    if (req.method === "OPTIONS") {
      await handleResumableUpload(req, res, "");
      return;
    }
    const adminId = await accountOf(req);
    if (!adminId) return answer(res, 401, "Sign in to upload photos.");
    const id = req.originalUrl
      .split("?")[0]
      .slice(RESUMABLE_UPLOADS_PATH.length)
      .replace(/^\/+|\/+$/g, "");
    if (id) {
      const upload = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? getResumableUpload(id) : null;
      if (!upload || upload.adminId !== adminId || upload.expiresAt <= new Date().toISOString()) {
        return answer(res, 404, NOT_FOUND_MESSAGE);
      }
      if (upload.storedFileName) return await answerFinished(req, res, upload);
    } else if (req.method === "POST") {
      const length = req.get("Upload-Length");
      checkNewUpload(
        adminId,
        length && /^\d+$/.test(length) ? Number(length) : null,
        fileNameOfMetadata(req.get("Upload-Metadata")),
      );
    } else {
      return answer(res, 405, "Method not allowed", { Allow: "POST, OPTIONS" });
    }
    await handleResumableUpload(req, res, adminId);
  } catch (error) {
    if (error instanceof ResumableUploadRefusal) return answer(res, error.status, error.message);
    next(error);
  }
}
