import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { image, json, multipart } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";

type GalleryJson = {
  _id: string;
  title: string;
  description: string;
  category: string;
  images: string[];
  createdAt: string;
};

const api = useApiServer();

const storedFiles = () => fs.readdirSync(api.server.uploadsDir);

/** Waits until the background has made every stored image's full-width AVIF (its last variant). */
async function variantsSettled() {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const names = storedFiles();
    const pending = names.filter(
      (name) => /^[\w-]{24}\.webp$/.test(name) && !names.includes(name.replace(/\.webp$/, ".avif")),
    );
    if (pending.length === 0) return;
    if (Date.now() > deadline) throw new Error(`variants still missing: ${pending.join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function createGallery(count = 3, fields: Record<string, string> = {}) {
  const images = await Promise.all(Array.from({ length: count }, (_, i) => image(`g${i}.jpg`)));
  const response = await api.send("POST", "/api/gallery-upload", {
    token: api.token,
    body: multipart({
      title: "Completed villas",
      description: "Handed over in 2025",
      gallery: images,
      ...fields,
    }),
  });
  expect(response.status).toBe(201);
  return (await json<{ message: string; gallery: GalleryJson }>(response)).gallery;
}

describe("galleries", () => {
  it("GET /api/galleries answers { galleries: [] } and then newest first", async () => {
    expect(await json(await api.send("GET", "/api/galleries"))).toEqual({ galleries: [] });
    const older = await createGallery(1, { title: "Older" });
    const newer = await createGallery(1, { title: "Newer" });
    const { galleries } = await json<{ galleries: GalleryJson[] }>(
      await api.send("GET", "/api/galleries"),
    );
    expect(galleries.map((g) => g._id)).toEqual([newer._id, older._id]);
  });

  it("creates with the exact shape, category General by default", async () => {
    const gallery = await createGallery(2);
    expect(Object.keys(gallery).sort()).toEqual(
      // slug and photos came later (docs/api/content.md#records,
      // docs/api/content.md#photo-details).
      ["_id", "category", "createdAt", "description", "images", "title", "slug", "photos"].sort(),
    );
    expect(gallery.category).toBe("General");
    expect(gallery.images).toHaveLength(2);
  });

  it("GET /api/galleries/:id answers one object under `galleries`", async () => {
    const gallery = await createGallery(1);
    expect(await json(await api.send("GET", `/api/galleries/${gallery._id}`))).toEqual({
      galleries: gallery,
    });
    const missing = await api.send("GET", "/api/galleries/missing");
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ message: expect.any(String) });
  });

  it("needs at least one image: 'Please select at least one image.'", async () => {
    const response = await api.send("POST", "/api/gallery-upload", {
      token: api.token,
      body: multipart({ title: "Empty" }),
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ message: "Please select at least one image." });
  });

  it("PUT updates the fields and adds new images, keeping the existing ones", async () => {
    const gallery = await createGallery(1);
    const response = await api.send("PUT", `/api/galleries/${gallery._id}`, {
      token: api.token,
      body: multipart({
        title: "Renamed",
        description: "",
        category: "Interiors",
        gallery: [await image("n.png", "png")],
      }),
    });
    expect(response.status).toBe(200);
    const { gallery: updated } = await json<{ gallery: GalleryJson }>(response);
    expect(updated).toMatchObject({ title: "Renamed", category: "Interiors" });
    expect(updated.images[0]).toBe(gallery.images[0]);
    expect(updated.images).toHaveLength(2);
  });

  it("DELETE /api/gallery/:id/image/:name removes one image, whose files are no longer served", async () => {
    const gallery = await createGallery(2);
    const [drop, keep] = gallery.images;
    expect((await api.send("DELETE", `/api/gallery/${gallery._id}/image/${drop}`)).status).toBe(
      401,
    );
    const response = await api.send("DELETE", `/api/gallery/${gallery._id}/image/${drop}`, {
      token: api.token,
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: "Image deleted successfully" });
    expect((await api.send("GET", `/uploads/${drop}`)).status).toBe(404);
    expect((await api.send("GET", `/uploads/${drop.replace(".webp", ".w640.webp")}`)).status).toBe(
      404,
    );
    const after = await json<{ galleries: GalleryJson }>(
      await api.send("GET", `/api/galleries/${gallery._id}`),
    );
    expect(after.galleries.images).toEqual([keep]);

    const last = await api.send("DELETE", `/api/gallery/${gallery._id}/image/${keep}`, {
      token: api.token,
    });
    expect(last.status).toBe(400);
    expect(storedFiles()).toContain(keep);
  });

  it("never touches files outside the uploads folder, whatever the image name", async () => {
    const gallery = await createGallery(2);
    const outside = path.join(api.server.dataDir, "keep-me.txt");
    fs.writeFileSync(outside, "important");
    // Nothing else may change the folder while the refused deletes run.
    await variantsSettled();
    const before = storedFiles();
    for (const name of [
      "..%2Fkeep-me.txt",
      "%2e%2e%2fkeep-me.txt",
      "%2e%2e%2f%2e%2e%2fapp.db",
      "..%5Ckeep-me.txt",
      encodeURIComponent(outside),
      encodeURIComponent("/etc/passwd"),
      "app.db",
      gallery.images[0].replace(".webp", ".w640.webp"),
    ]) {
      const response = await api.send("DELETE", `/api/gallery/${gallery._id}/image/${name}`, {
        token: api.token,
      });
      expect([400, 404]).toContain(response.status);
      expect(await json(response)).toEqual({ message: expect.any(String) });
    }
    expect(fs.readFileSync(outside, "utf8")).toBe("important");
    expect(fs.existsSync(api.server.databasePath)).toBe(true);
    expect(storedFiles()).toEqual(before);
    const unknownGallery = await api.send(
      "DELETE",
      `/api/gallery/nope/image/${gallery.images[0]}`,
      {
        token: api.token,
      },
    );
    expect(unknownGallery.status).toBe(404);
  });

  it("DELETE /api/galleries/:id removes the collection; its files are no longer served", async () => {
    const gallery = await createGallery(2);
    const response = await api.send("DELETE", `/api/galleries/${gallery._id}`, {
      token: api.token,
    });
    expect(response.status).toBe(200);
    for (const name of gallery.images)
      expect((await api.send("GET", `/uploads/${name}`)).status).toBe(404);
    expect(
      (await api.send("DELETE", `/api/galleries/${gallery._id}`, { token: api.token })).status,
    ).toBe(404);
  });
});
