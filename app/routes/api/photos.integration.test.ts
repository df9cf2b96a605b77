/**
 * The API side of photo order, covers and captions (docs/api/content.md#photo-details):
 * records carry `photos` in display order, creates take details per file,
 * updates take `photos[i]` (order, alt text, caption) and `cover`.
 */
import { describe, expect, it } from "vitest";
import { image, json, multipart, type Part } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";

type PhotoJson = { fileName: string; alt: string; caption: string };
type ProjectJson = {
  _id: string;
  title: string;
  coverImage: string | null;
  gallery: string[];
  photos: PhotoJson[];
};
type BlogJson = { _id: string; images: string[]; photos: PhotoJson[] };
type GalleryJson = { _id: string; images: string[]; photos: PhotoJson[] };

const server = useApiServer();

const api = (method: string, url: string, fields?: Record<string, Part | Part[]>) =>
  server.send(method, url, {
    token: server.token,
    ...(fields ? { body: multipart(fields) } : {}),
  });

/** `photos[i].name/alt/caption` fields for an update, in the order given. */
function photoFields(photos: { name: string; alt?: string; caption?: string }[]) {
  return Object.fromEntries(
    photos.flatMap((photo, index) => [
      [`photos[${index}].name`, photo.name],
      [`photos[${index}].alt`, photo.alt ?? ""],
      [`photos[${index}].caption`, photo.caption ?? ""],
    ]),
  );
}

describe("projects", () => {
  it("takes captions before upload, then reorders, captions and swaps the cover", async () => {
    const created = await api("POST", "/api/create-project", {
      title: "Villa in Adyar",
      coverImage: await image("cover.jpg"),
      "coverImageDetails[0].caption": "The street front",
      gallery: [await image("a.jpg"), await image("b.png", "png"), await image("c.jpg")],
      "galleryDetails[0].alt": "Living room",
      "galleryDetails[2].caption": "Kitchen",
    });
    expect(created.status).toBe(201);
    const project = (await json<{ project: ProjectJson }>(created)).project;
    const [a, b, c] = project.gallery;
    expect(project.photos).toEqual([
      { fileName: project.coverImage, alt: "Villa in Adyar", caption: "The street front" },
      { fileName: a, alt: "Living room", caption: "" },
      { fileName: b, alt: "Villa in Adyar", caption: "" },
      { fileName: c, alt: "Villa in Adyar", caption: "Kitchen" },
    ]);

    const updated = await api("PUT", `/api/projects/${project._id}`, {
      title: "Villa in Adyar",
      keepGalleryImages: [a, b, c],
      ...photoFields([
        { name: project.coverImage!, caption: "The street front" },
        { name: c, caption: "Kitchen, finished" },
        { name: a, alt: "Living room" },
        { name: b },
      ]),
      cover: a,
    });
    expect(updated.status).toBe(200);
    const saved = (await json<{ project: ProjectJson }>(updated)).project;
    expect(saved.coverImage).toBe(a);
    expect(saved.gallery).toEqual([c, project.coverImage, b]);
    expect(saved.photos.map((photo) => photo.caption)).toEqual([
      "",
      "Kitchen, finished",
      "The street front",
      "",
    ]);

    // A reader sees the same order and details.
    const read = await json<ProjectJson>(await api("GET", `/api/projects/${project._id}`));
    expect(read.gallery).toEqual(saved.gallery);
    expect(read.photos).toEqual(saved.photos);
  });

  it("keeps today's order when an update sends no photo details", async () => {
    const created = await api("POST", "/api/create-project", {
      title: "Office",
      coverImage: await image("cover.jpg"),
      gallery: [await image("a.jpg"), await image("b.jpg")],
    });
    const project = (await json<{ project: ProjectJson }>(created)).project;
    const updated = await api("PUT", `/api/projects/${project._id}`, {
      title: "Office",
      keepGalleryImages: [...project.gallery].reverse(),
    });
    const saved = (await json<{ project: ProjectJson }>(updated)).project;
    expect(saved.gallery).toEqual(project.gallery);
    expect(saved.coverImage).toBe(project.coverImage);
  });

  it("refuses a caption over the limit", async () => {
    const created = await api("POST", "/api/create-project", {
      title: "Shop",
      coverImage: await image("cover.jpg"),
      "coverImageDetails[0].caption": "x".repeat(301),
    });
    expect(created.status).toBe(400);
    expect(await json(created)).toEqual({ message: "Caption must be at most 300 characters" });
  });
});

describe("posts and galleries", () => {
  it("a post's cover moves to the front; the order follows photos", async () => {
    const created = await api("POST", "/api/add-blog", {
      title: "Tiles",
      content: "Text",
      author: "Priya",
      images: [await image("a.jpg"), await image("b.jpg"), await image("c.jpg")],
    });
    const blog = (await json<{ blog: BlogJson }>(created)).blog;
    const [a, b, c] = blog.images;
    const updated = await api("PUT", `/api/blogs/${blog._id}`, {
      title: "Tiles",
      content: "Text",
      author: "Priya",
      keepImages: [a, b, c],
      ...photoFields([{ name: b }, { name: a, caption: "Samples" }, { name: c }]),
      cover: c,
    });
    expect(updated.status).toBe(200);
    const saved = (await json<{ blog: BlogJson }>(updated)).blog;
    expect(saved.images).toEqual([c, b, a]);
    // Each listed photo's alt text and caption are what was sent ("" when left out).
    expect(saved.photos[2]).toEqual({ fileName: a, alt: "", caption: "Samples" });
  });

  it("a gallery's photos are reordered and captioned", async () => {
    const created = await api("POST", "/api/gallery-upload", {
      title: "Handover",
      gallery: [await image("a.jpg"), await image("b.jpg")],
      "galleryDetails[1].caption": "The keys",
    });
    const gallery = (await json<{ gallery: GalleryJson }>(created)).gallery;
    const [a, b] = gallery.images;
    expect(gallery.photos[1].caption).toBe("The keys");
    const updated = await api("PUT", `/api/galleries/${gallery._id}`, {
      title: "Handover",
      ...photoFields([{ name: b, caption: "The keys" }, { name: a }]),
    });
    const saved = (await json<{ gallery: GalleryJson }>(updated)).gallery;
    expect(saved.images).toEqual([b, a]);
    const list = await json<{ galleries: GalleryJson[] }>(await api("GET", "/api/galleries"));
    expect(list.galleries.find((item) => item._id === gallery._id)!.images).toEqual([b, a]);
  });
});

describe("clients written before photo details", () => {
  it("alt:<file name> fields still set alt texts, keeping order and captions", async () => {
    const created = await api("POST", "/api/create-project", {
      title: "Old client villa",
      coverImage: await image("cover.jpg"),
      gallery: [await image("a.jpg"), await image("b.jpg")],
      "galleryDetails[0].caption": "Courtyard",
    });
    const project = (await json<{ project: ProjectJson }>(created)).project;
    const [a, b] = project.gallery;
    const updated = await api("PUT", `/api/projects/${project._id}`, {
      title: "Old client villa",
      keepGalleryImages: [a, b],
      [`alt:${b}`]: "  Terrace garden at dusk  ",
      [`alt:${a}`]: "Courtyard with a neem tree",
    });
    expect(updated.status).toBe(200);
    const saved = (await json<{ project: ProjectJson }>(updated)).project;
    expect(saved.gallery).toEqual([a, b]);
    expect(saved.photos.slice(1)).toEqual([
      { fileName: a, alt: "Courtyard with a neem tree", caption: "Courtyard" },
      { fileName: b, alt: "Terrace garden at dusk", caption: "" },
    ]);

    const post = (
      await json<{ blog: BlogJson }>(
        await api("POST", "/api/add-blog", {
          title: "Old client post",
          content: "Text",
          author: "R. Kumar",
          images: [await image("p.jpg")],
        }),
      )
    ).blog;
    const [p] = post.images;
    const savedPost = await api("PUT", `/api/blogs/${post._id}`, {
      title: "Old client post",
      content: "Text",
      author: "R. Kumar",
      keepImages: [p],
      [`alt:${p}`]: "Site visit",
    });
    expect((await json<{ blog: BlogJson }>(savedPost)).blog.photos[0].alt).toBe("Site visit");
  });
});
