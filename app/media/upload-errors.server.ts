/**
 * How an upload fails, as the owner and API clients are told: the message and the HTTP status
 * (docs/api/README.md). Receiving (receive-upload.server.ts) and storing (storage.server.ts) both
 * answer a full or read-only disk the same way
 * (docs/security/data.md#disk-full-or-unwritable-uploads-folder).
 */

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415 | 507,
    /**
     * The message naming the refused file, for the admin forms; /api/* keeps
     * the documented message (docs/api/README.md).
     */
    readonly messageNamingFile?: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

export const DISK_ERROR_MESSAGE =
  "The server could not save the image (the disk is full or not writable). Nothing was changed.";

/**
 * Failures of the file system rather than of the upload. ENOTDIR/EEXIST: a
 * file stands where a folder must be; ENOENT: what Node's recursive mkdir
 * reports on a read-only file system.
 */
const DISK_ERROR_CODES = new Set([
  "ENOSPC",
  "EACCES",
  "EROFS",
  "EPERM",
  "EDQUOT",
  "EIO",
  "ENOTDIR",
  "EEXIST",
  "ENOENT",
]);
/** sharp (libvips) reports failed writes as plain Errors without a code. */
const DISK_ERROR_TEXT =
  /write error|unable to open .* for writing|No space left on device|Read-only file system|Permission denied|Disk quota exceeded/i;

export function isDiskError(error: unknown) {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code && DISK_ERROR_CODES.has(code)) return true;
  return !code && DISK_ERROR_TEXT.test(String((error as Error)?.message ?? ""));
}
