/** Shared pieces of the admin form journeys (with and without JavaScript). */
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";

export type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** A small real image, so the server's byte sniffing and decoding accept it. */
export async function photo(name: string, background = "#c2410c"): Promise<FilePayload> {
  const png = name.endsWith(".png");
  const image = sharp({ create: { width: 800, height: 600, channels: 3, background } });
  const buffer = png ? await image.png().toBuffer() : await image.jpeg().toBuffer();
  return { name, mimeType: png ? "image/png" : "image/jpeg", buffer };
}

/** Just over the 10 MB limit (docs/product/content.md#uploads). */
export function oversizedFile(): FilePayload {
  return { name: "huge-photo.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(11 * 1024 * 1024) };
}

type ApiProject = {
  _id: string;
  slug: string;
  title: string;
  coverImage: string | null;
  gallery: string[];
  searchDescription: string;
};
type ApiBlog = { _id: string; title: string; tags: string[]; images: string[]; category: string };
type ApiGallery = { _id: string; title: string; images: string[]; category: string };

export async function findProject(request: APIRequestContext, title: string) {
  const body = (await (await request.get("/api/projects")).json()) as { projects: ApiProject[] };
  return body.projects.find((project) => project.title === title);
}

export async function findBlog(request: APIRequestContext, title: string) {
  const blogs = (await (await request.get("/api/blogs")).json()) as ApiBlog[];
  return blogs.find((blog) => blog.title === title);
}

export async function findGallery(request: APIRequestContext, title: string) {
  const body = (await (await request.get("/api/galleries")).json()) as { galleries: ApiGallery[] };
  return body.galleries.find((gallery) => gallery.title === title);
}

/** A unique title per run, so journeys never see each other's records. */
export function uniqueTitle(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}
