/**
 * Photos are kept with their long side at most 1920 px, upright, landscape or portrait alike
 * (docs/decisions/075-photos-limited-by-their-long-side.md): a portrait camera photo is not kept
 * at twice a landscape one's pixels, nor is a landscape one a phone turned with EXIF.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { json, multipart, type Part } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";
import { MAX_KEPT_IMAGE_SIDE } from "~/media/upload-limits";

const server = useApiServer();

/** A camera-sized JPEG; `orientation` is the EXIF tag a phone writes when held upright. */
async function cameraPhoto(width: number, height: number, orientation?: number): Promise<Part> {
  const image = sharp({ create: { width, height, channels: 3, background: "#7c8a99" } });
  const bytes = await (orientation ? image.withMetadata({ orientation }) : image)
    .jpeg({ quality: 80 })
    .toBuffer();
  return { bytes: new Uint8Array(bytes), name: `photo-${width}x${height}.jpg`, type: "image/jpeg" };
}

/** The size of the stored file a visitor's browser downloads. */
async function storedSize(fileName: string) {
  const response = await fetch(`${server.baseURL}/uploads/${fileName}`);
  expect(response.status).toBe(200);
  const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { width, height };
}

describe("a photo's kept size", () => {
  it("limits the long side of a portrait photo, an EXIF-turned one and a landscape one", async () => {
    const response = await server.send("POST", "/api/add-blog", {
      token: server.token,
      body: multipart({
        title: "Three photos of the slab",
        content: "Cast on Monday.",
        author: "Site Engineer",
        images: [
          await cameraPhoto(3000, 4000),
          await cameraPhoto(4000, 3000, 6),
          await cameraPhoto(4000, 3000),
        ],
      }),
    });
    expect(response.status).toBe(201);
    const { blog } = await json<{ blog: { photos: { fileName: string }[] } }>(response);
    const sizes = await Promise.all(blog.photos.map((photo) => storedSize(photo.fileName)));
    expect(sizes).toEqual([
      { width: 1440, height: MAX_KEPT_IMAGE_SIDE },
      // Orientation 6 turns it a quarter: upright it is a portrait photo.
      { width: 1440, height: MAX_KEPT_IMAGE_SIDE },
      { width: MAX_KEPT_IMAGE_SIDE, height: 1440 },
    ]);
  });
});
