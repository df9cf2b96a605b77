/**
 * Receiving the files of a request: the body is read as a stream, each file part of the
 * expected fields is size-checked while it arrives (the limits of upload-limits.ts), sniffed,
 * and staged on disk; nothing is decoded here (storage.server.ts does that).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import {
  FileUpload,
  FormDataParseError,
  MaxFilesExceededError,
  MaxFileSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { isMultipartRequest, parseMultipartRequest } from "@remix-run/multipart-parser";
import { DISK_ERROR_MESSAGE, isDiskError, UploadError } from "./upload-errors.server";
import { removeFiles, stagingDir } from "./upload-folder.server";
import {
  FILE_TOO_LARGE_MESSAGE,
  MAX_FILES_PER_REQUEST,
  MAX_FORM_TEXT_BYTES,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  TOO_MANY_FILES_MESSAGE,
  UNSUPPORTED_TYPE_MESSAGE,
} from "./upload-limits";

export type AcceptedType = "jpeg" | "png" | "webp" | "gif";

const TEXT_TOO_LARGE_MESSAGE = "The text fields are too long to be saved.";

/** The per-file refusal, naming the file so the owner knows which one to shrink. */
function fileTooLargeMessage(fileName: string) {
  return `“${fileName}” is larger than ${MAX_UPLOAD_MB} MB. ${FILE_TOO_LARGE_MESSAGE}`;
}

/**
 * An upload saved to the staging folder, not yet decoded or in use; or (`stored`) a photo sent
 * earlier through the resumable endpoint, already checked and stored, that the form names.
 */
export type StagedFile = {
  field: string;
  path: string;
  type: AcceptedType;
  stored?: { fileName: string; width: number; height: number };
};

/**
 * The type comes from the bytes, never the name or declared type (docs/product/content.md#uploads,
 * docs/decisions/003-uploads-pipeline.md).
 */
export function sniffImageType(bytes: Uint8Array): AcceptedType | null {
  const starts = (...sig: number[]) => sig.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (
    starts(0x47, 0x49, 0x46, 0x38) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return "gif";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

export type ReceivedForm = {
  form: FormData;
  staged: StagedFile[];
  /** Removes the staged files; call it when the request is refused. */
  discard: () => Promise<void>;
};

/**
 * Parses a multipart (or url-encoded) body as a stream. File parts of the
 * given fields are size-checked while they arrive, sniffed, and staged on
 * disk; text fields stay in the returned FormData.
 */
export async function receiveForm(request: Request, fileFields: string[]): Promise<ReceivedForm> {
  const staged: StagedFile[] = [];
  const discard = () => removeFiles(staged.flatMap((file) => (file.path ? [file.path] : [])));

  async function stage(upload: FileUpload) {
    if (!fileFields.includes(upload.fieldName)) return null;
    // Browsers send an empty part for a file input left empty.
    if (upload.size === 0 && !upload.name) return null;
    const bytes = new Uint8Array(await upload.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) throw new UploadError(UNSUPPORTED_TYPE_MESSAGE, 415);
    await fs.mkdir(stagingDir(), { recursive: true });
    const filePath = path.join(stagingDir(), `${randomBytes(12).toString("hex")}.upload`);
    await fs.writeFile(filePath, bytes);
    staged.push({ field: upload.fieldName, path: filePath, type });
    return `staged:${staged.length - 1}`;
  }

  try {
    const form = isMultipartRequest(request)
      ? await parseMultipartForm(request, stage)
      : await parseFormData(request, { maxTotalSize: MAX_FORM_TEXT_BYTES });
    return { form, staged, discard };
  } catch (error) {
    await discard();
    throw toUploadError(error);
  }
}

/**
 * parseFormData's multipart loop with one more limit: text parts are kept in
 * memory, so together they may not pass MAX_FORM_TEXT_BYTES;
 * files are staged on disk one at a time.
 */
async function parseMultipartForm(
  request: Request,
  stage: (upload: FileUpload) => Promise<string | null>,
): Promise<FormData> {
  const form = new FormData();
  let files = 0;
  let textBytes = 0;
  let partsRead = 0;
  const fileNames: (string | null)[] = [];
  const parts = parseMultipartRequest(watchPartHeaders(request, fileNames), {
    maxFileSize: MAX_UPLOAD_BYTES,
    maxTotalSize: MAX_FILES_PER_REQUEST * MAX_UPLOAD_BYTES + MAX_FORM_TEXT_BYTES,
  });
  try {
    for await (const part of parts) {
      partsRead++;
      if (!part.name) continue;
      if (part.isFile) {
        if (++files > MAX_FILES_PER_REQUEST) throw new MaxFilesExceededError(MAX_FILES_PER_REQUEST);
        const value = await stage(new FileUpload(part, part.name));
        if (value !== null) form.append(part.name, value);
        continue;
      }
      textBytes += part.size;
      if (textBytes > MAX_FORM_TEXT_BYTES) throw new UploadError(TEXT_TOO_LARGE_MESSAGE, 413);
      form.append(part.name, part.text);
    }
  } catch (error) {
    // The part being read when the limit was passed is the one after those already read.
    if (error instanceof MaxFileSizeExceededError) {
      const name = fileNames[partsRead];
      throw new UploadError(
        FILE_TOO_LARGE_MESSAGE,
        413,
        name ? fileTooLargeMessage(name) : undefined,
      );
    }
    throw error;
  }
  return form;
}
/**
 * The body of a multipart request, passed through unchanged while the file
 * name of each part's header is noted in order (null for a text part): the
 * parser refuses an oversized part before handing it over, and the
 * message should still name the file.
 */
function watchPartHeaders(request: Request, fileNames: (string | null)[]): Request {
  if (!request.body) return request;
  let carry = "";
  const header = /\r\nContent-Disposition:[^\r\n]*\r\n/gi;
  const body = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text =
          carry + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString("latin1");
        for (const match of text.matchAll(header)) {
          // A header that ended inside the carried tail was noted with the previous chunk.
          if (match.index + match[0].length <= carry.length) continue;
          const name = /filename="([^"]*)"/i.exec(match[0])?.[1];
          fileNames.push(name === undefined ? null : Buffer.from(name, "latin1").toString("utf8"));
        }
        carry = text.slice(-1024);
        controller.enqueue(chunk);
      },
    }),
  );
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    duplex: "half",
  } as RequestInit);
}

function toUploadError(error: unknown): UploadError {
  if (error instanceof UploadError) return error;
  if (error instanceof MaxFileSizeExceededError)
    return new UploadError(FILE_TOO_LARGE_MESSAGE, 413);
  if (error instanceof MaxFilesExceededError) return new UploadError(TOO_MANY_FILES_MESSAGE, 413);
  if ((error as Error)?.name === "MaxTotalSizeExceededError")
    return new UploadError(TEXT_TOO_LARGE_MESSAGE, 413);
  if (error instanceof FormDataParseError || (error as Error)?.name?.startsWith("Max"))
    return new UploadError("The form data could not be read.", 400);
  if (isDiskError(error)) return new UploadError(DISK_ERROR_MESSAGE, 507);
  return new UploadError("The form data could not be read.", 400);
}
