/**
 * Creates content through the JSON API so a journey owns the items it
 * deletes, whatever the demo seed holds.
 */
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./server";

let png: Buffer | undefined;

async function testImage() {
  png ??= await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 194, g: 65, b: 12 } },
  })
    .png()
    .toBuffer();
  return { name: "site.png", mimeType: "image/png", buffer: png };
}

async function token(request: APIRequestContext) {
  const response = await request.post("/api/login", {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  if (!response.ok()) throw new Error(`API sign-in failed: ${response.status()}`);
  return ((await response.json()) as { token: string }).token;
}

async function post(request: APIRequestContext, path: string, multipart: Record<string, unknown>) {
  const response = await request.post(path, {
    headers: { Authorization: `Bearer ${await token(request)}` },
    multipart: multipart as never,
  });
  if (response.status() !== 201) {
    throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as Record<string, { _id: string }>;
}

export async function createProject(request: APIRequestContext, title: string) {
  const body = await post(request, "/api/create-project", {
    title,
    description: "A two-storey family home with a shaded terrace, built for a client in Adyar.",
    category: "Residential",
    location: "Adyar, Chennai",
    coverImage: await testImage(),
  });
  return body.project._id;
}

export async function createBlog(request: APIRequestContext, title: string) {
  const body = await post(request, "/api/add-blog", {
    title,
    content: "Monsoon-proofing starts with the roof: slope, drainage and a good membrane.",
    author: "Site Engineer",
    category: "Tips",
    images: await testImage(),
  });
  return body.blog._id;
}

export async function createGallery(request: APIRequestContext, title: string) {
  const body = await post(request, "/api/gallery-upload", {
    title,
    description: "Progress photos from the slab casting.",
    category: "Construction",
    gallery: await testImage(),
  });
  return body.gallery._id;
}

/** Counts as the public JSON API reports them. */
export async function apiCounts(request: APIRequestContext) {
  const projects = (await (await request.get("/api/projects")).json()) as { projects: unknown[] };
  const blogs = (await (await request.get("/api/blogs")).json()) as unknown[];
  const galleries = (await (await request.get("/api/galleries")).json()) as {
    galleries: { images: unknown[] }[];
  };
  return {
    projects: projects.projects.length,
    blogs: blogs.length,
    images: galleries.galleries.reduce((sum, gallery) => sum + gallery.images.length, 0),
  };
}
