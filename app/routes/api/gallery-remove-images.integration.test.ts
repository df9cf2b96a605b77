/**
 * docs/api/content.md#update-gallery: `removeImages` deletes a collection's images with the save,
 * keeps at least one, and a client that does not send it keeps every image.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { image, json, multipart } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";

type GalleryJson = { _id: string; title: string; images: string[] };

const api = useApiServer();

async function createGallery(count: number) {
  const images = await Promise.all(Array.from({ length: count }, (_, i) => image(`r${i}.jpg`)));
  const response = await api.send("POST", "/api/gallery-upload", {
    token: api.token,
    body: multipart({ title: "Roof slab", gallery: images }),
  });
  expect(response.status).toBe(201);
  return (await json<{ gallery: GalleryJson }>(response)).gallery;
}

function update(id: string, fields: Record<string, string | string[]>) {
  return api.send("PUT", `/api/galleries/${id}`, {
    token: api.token,
    body: multipart({ title: "Roof slab", ...fields }),
  });
}

describe("PUT /api/galleries/:id with removeImages", () => {
  it("removes the named images with the save, ignoring other names", async () => {
    const gallery = await createGallery(3);
    const [first, second, third] = gallery.images;
    const response = await update(gallery._id, {
      removeImages: [first, "not-in-this-gallery.webp"],
    });
    expect(response.status).toBe(200);
    const saved = (await json<{ gallery: GalleryJson }>(response)).gallery;
    expect(saved.images).toEqual([second, third]);
    // The removed photo is no longer served; its file stays on disk while the version before
    // this save names it (docs/decisions/044-history-and-trash.md).
    expect((await api.send("GET", `/uploads/${first}`)).status).toBe(404);
    expect((await api.send("GET", `/uploads/${second}`)).status).toBe(200);
    expect(fs.existsSync(`${api.server.uploadsDir}/${first}`)).toBe(true);
  });

  it("refuses to remove every image unless a new one comes with the save", async () => {
    const gallery = await createGallery(2);
    const refused = await update(gallery._id, { removeImages: gallery.images });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({
      message:
        "A gallery keeps at least one image: undo a removal or add a new image before saving.",
    });
    const unchanged = await json<{ galleries: GalleryJson }>(
      await api.send("GET", `/api/galleries/${gallery._id}`),
    );
    expect(unchanged.galleries.images).toEqual(gallery.images);

    const replaced = await api.send("PUT", `/api/galleries/${gallery._id}`, {
      token: api.token,
      body: multipart({
        title: "Roof slab",
        removeImages: gallery.images,
        gallery: await image("new.jpg"),
      }),
    });
    expect(replaced.status).toBe(200);
    const saved = (await json<{ gallery: GalleryJson }>(replaced)).gallery;
    expect(saved.images).toHaveLength(1);
    expect(gallery.images).not.toContain(saved.images[0]);
  });

  it("keeps every image when removeImages is not sent", async () => {
    const gallery = await createGallery(2);
    const response = await update(gallery._id, { description: "Cured for 28 days" });
    expect(response.status).toBe(200);
    expect((await json<{ gallery: GalleryJson }>(response)).gallery.images).toEqual(gallery.images);
  });
});
