import { describe, expect, it } from "vitest";
import { receiveForm } from "./receive-upload.server";
import { UploadError } from "./upload-errors.server";
import { MAX_UPLOAD_BYTES } from "./upload-limits";

const BOUNDARY = "----photo-boundary";

function multipartRequest(parts: { name: string; fileName?: string; bytes: Uint8Array }[]) {
  const chunks: Uint8Array[] = [];
  const text = (value: string) => chunks.push(new TextEncoder().encode(value));
  for (const part of parts) {
    text(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"`);
    text(
      part.fileName
        ? `; filename="${part.fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`
        : "\r\n\r\n",
    );
    chunks.push(part.bytes);
    text("\r\n");
  }
  text(`--${BOUNDARY}--\r\n`);
  return new Request("http://localhost/addgallery", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: new Blob(chunks as BlobPart[]),
  });
}

const jpegOf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};

describe("an oversized file part", () => {
  it("is refused with a message naming that file, after a small file and text parts", async () => {
    const request = multipartRequest([
      { name: "title", bytes: new TextEncoder().encode("Site visit") },
      { name: "gallery", fileName: "small.jpg", bytes: jpegOf(1024) },
      {
        name: "gallery",
        fileName: "Terrace – 11 MB.jpg",
        bytes: jpegOf(MAX_UPLOAD_BYTES + 1024 * 1024),
      },
    ]);
    const refusal = await receiveForm(request, ["gallery"]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UploadError);
    expect((refusal as UploadError).status).toBe(413);
    expect((refusal as UploadError).messageNamingFile).toBe(
      "“Terrace – 11 MB.jpg” is larger than 10 MB. Each image must be 10 MB or smaller.",
    );
    expect((refusal as UploadError).message).toBe("Each image must be 10 MB or smaller.");
  });
});
