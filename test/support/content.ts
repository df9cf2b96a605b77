/**
 * Content for the journeys, made through the JSON API: the sample content the public-page
 * journeys compare the pages with (ContentApi, ensureSampleContent), and single items an admin
 * journey creates so it owns what it deletes, whatever the demo seed holds (createProject, …,
 * through Playwright's request context).
 */
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { json, apiToken, makePng, multipart, send, type Part } from "./api";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./server";

/** A photo-like test image: a two-colour gradient with a label, so screenshots are readable. */
export async function photo(
  label: string,
  { width = 1200, height = 800, from = "#334155", to = "#c2410c" } = {},
): Promise<Part> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="50%" font-family="sans-serif" font-size="${Math.round(width / 14)}"
      fill="white" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  const bytes = new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
  return {
    bytes,
    name: `${label.replace(/\W+/g, "-").toLowerCase() || "photo"}.jpg`,
    type: "image/jpeg",
  };
}

export type Created = { _id: string; [key: string]: unknown };

export class ContentApi {
  private constructor(
    readonly baseURL: string,
    private readonly token: string,
  ) {}

  static async signIn(baseURL: string) {
    return new ContentApi(baseURL, await apiToken(baseURL));
  }

  private async post(path: string, fields: Record<string, Part | Part[]>, key: string) {
    const response = await send(this.baseURL, "POST", path, {
      token: this.token,
      body: multipart(fields),
    });
    const body = await json<Record<string, Created>>(response);
    if (response.status !== 201)
      throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body[key];
  }

  async createProject(fields: {
    title: string;
    description?: string;
    category?: string;
    location?: string;
    cover?: Part;
    gallery?: Part[];
    /** Captions of the gallery photos, by position (docs/api/content.md#photo-details). */
    galleryCaptions?: string[];
  }) {
    const captions = Object.fromEntries(
      (fields.galleryCaptions ?? []).map((caption, index) => [
        `galleryDetails[${index}].caption`,
        caption,
      ]),
    );
    return this.post(
      "/api/create-project",
      {
        title: fields.title,
        description: fields.description ?? "",
        category: fields.category ?? "Residential",
        location: fields.location ?? "",
        coverImage: fields.cover ?? (await photo(fields.title)),
        gallery: fields.gallery ?? [],
        ...captions,
      },
      "project",
    );
  }

  async createBlog(fields: {
    title: string;
    content: string;
    author: string;
    category?: string;
    tags?: string[];
    images?: Part[];
  }) {
    return this.post(
      "/api/add-blog",
      {
        title: fields.title,
        content: fields.content,
        author: fields.author,
        category: fields.category ?? "General",
        tags: fields.tags ?? [],
        images: fields.images ?? [],
      },
      "blog",
    );
  }

  async deleteBlog(id: string) {
    const response = await send(this.baseURL, "DELETE", `/api/blogs/${id}`, { token: this.token });
    if (response.status !== 200) throw new Error(`delete blog ${id}: ${response.status}`);
  }

  async createGallery(fields: {
    title?: string;
    description?: string;
    category?: string;
    images: Part[];
  }) {
    return this.post(
      "/api/gallery-upload",
      {
        title: fields.title ?? "",
        description: fields.description ?? "",
        category: fields.category ?? "General",
        gallery: fields.images,
      },
      "gallery",
    );
  }
}

type ProjectJson = {
  _id: string;
  slug: string;
  title: string;
  category: string;
  location: string;
};
type BlogJson = {
  _id: string;
  slug: string;
  title: string;
  content: string;
  author: string;
  category: string;
  createdAt: string;
  images: string[];
  tags: string[];
};
type GalleryJson = { _id: string; slug: string; title: string; images: string[] };

/** What the public JSON API lists, to compare the pages with. */
export async function publicContent(baseURL: string) {
  const [projects, blogs, galleries] = await Promise.all([
    fetch(`${baseURL}/api/projects`).then((r) => r.json() as Promise<{ projects: ProjectJson[] }>),
    fetch(`${baseURL}/api/blogs`).then((r) => r.json() as Promise<BlogJson[]>),
    fetch(`${baseURL}/api/galleries`).then(
      (r) => r.json() as Promise<{ galleries: GalleryJson[] }>,
    ),
  ]);
  return { projects: projects.projects, blogs, galleries: galleries.galleries };
}

export const SAMPLE = {
  commercialProject: "Marina Office Tower",
  residentialProject: "Besant Nagar Courtyard Home",
  longPost: "How We Cure Concrete in the Monsoon",
  gallery: "Foundation Works",
} as const;

const LONG_POST_CONTENT = [
  "Curing is the quiet step that decides how strong a slab becomes. In Chennai's monsoon the air is wet but the surface of fresh concrete still dries in the wind, so we keep it covered and damp for at least seven days.",
  "We use hessian cloth kept wet by a site helper every two hours, and ponding on flat roofs.\nColumns get wrapped in plastic sheet.",
  "The result is concrete that reaches its design strength and does not crack at the surface.",
].join("\n\n");

/**
 * Content the public-page journeys rely on, created once per test server:
 * projects in two categories (one with a gallery), a long post with tags and
 * three images, and a gallery collection plus an untitled one.
 */
export async function ensureSampleContent(baseURL: string) {
  const existing = await publicContent(baseURL);
  if (existing.projects.some((project) => project.title === SAMPLE.commercialProject)) return;
  const api = await ContentApi.signIn(baseURL);
  await api.createGallery({
    title: SAMPLE.gallery,
    images: [
      await photo("Footing", { from: "#1e3a8a" }),
      await photo("Rebar", { from: "#064e3b" }),
    ],
  });
  await api.createGallery({
    title: "",
    images: [await photo("Untitled", { from: "#581c87", width: 700, height: 900 })],
  });
  await api.createBlog({
    title: SAMPLE.longPost,
    content: LONG_POST_CONTENT,
    author: "Priya Raman",
    category: "Construction",
    tags: ["curing", "monsoon"],
    images: [await photo("Curing"), await photo("Hessian"), await photo("Ponding")],
  });
  await api.createProject({
    title: SAMPLE.residentialProject,
    category: "Residential",
    location: "Besant Nagar, Chennai",
    description: "A two-storey home around an open courtyard.",
  });
  await api.createProject({
    title: SAMPLE.commercialProject,
    category: "Commercial",
    location: "Marina, Chennai",
    description: "A seven-floor office block with a glass facade.\n\nBuilt in fourteen months.",
    gallery: [await photo("Lobby"), await photo("Facade", { from: "#0f766e" })],
    galleryCaptions: ["The double-height lobby", "The glass facade at dusk"],
  });
}

// Single items for the admin journeys, through Playwright's request context.

let png: Buffer | undefined;

async function testImage() {
  png ??= await makePng(7, 320, 240);
  return { name: "site.png", mimeType: "image/png", buffer: png };
}

export async function requestToken(request: APIRequestContext) {
  const response = await request.post("/api/login", {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  if (!response.ok()) throw new Error(`API sign-in failed: ${response.status()}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * API tokens by server, so the items a journey creates cost one sign-in (a deliberately slow
 * password hash) per server rather than one each. A token a journey has ended is replaced.
 */
const tokens = new Map<string, Promise<string>>();

async function serverOrigin(request: APIRequestContext) {
  return new URL((await request.head("/healthz")).url()).origin;
}

async function postWithRequest(
  request: APIRequestContext,
  path: string,
  multipart: Record<string, unknown>,
) {
  const origin = await serverOrigin(request);
  const post = async (fresh: boolean) => {
    if (fresh || !tokens.has(origin)) {
      const token = requestToken(request);
      tokens.set(origin, token);
      token.catch(() => tokens.delete(origin));
    }
    return request.post(path, {
      headers: { Authorization: `Bearer ${await tokens.get(origin)}` },
      multipart: multipart as never,
    });
  };
  let response = await post(false);
  if (response.status() === 401) response = await post(true);
  if (response.status() !== 201) {
    throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as Record<string, { _id: string }>;
}

export async function createProject(request: APIRequestContext, title: string) {
  const body = await postWithRequest(request, "/api/create-project", {
    title,
    description: "A two-storey family home with a shaded terrace, built for a client in Adyar.",
    category: "Residential",
    location: "Adyar, Chennai",
    coverImage: await testImage(),
  });
  return body.project._id;
}

export async function createBlog(request: APIRequestContext, title: string) {
  const body = await postWithRequest(request, "/api/add-blog", {
    title,
    content: "Monsoon-proofing starts with the roof: slope, drainage and a good membrane.",
    author: "Site Engineer",
    category: "Tips",
    images: await testImage(),
  });
  return body.blog._id;
}

export async function createGallery(request: APIRequestContext, title: string) {
  const body = await postWithRequest(request, "/api/gallery-upload", {
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
