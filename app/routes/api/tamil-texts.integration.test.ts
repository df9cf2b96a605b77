/**
 * The optional Tamil texts of projects, posts, albums and photos (docs/api/content.md#tamil-texts):
 * sent as `ta.title`..., answered as an added `ta` object with only the texts written, kept by a
 * save that does not send them, removed by an empty one, part of the History and its Restore, and
 * back after a restore from the trash.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { image, json, multipart } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";
import { signInBrowser, type BrowserSession } from "../../../test/support/browser-session";

type Photo = { fileName: string; alt: string; caption: string; ta?: Record<string, string> };
type BlogJson = {
  _id: string;
  slug: string;
  title: string;
  content: string;
  images: string[];
  photos: Photo[];
  ta?: Record<string, string>;
};

const api = useApiServer();
let owner: BrowserSession;

beforeAll(async () => {
  owner = await signInBrowser(api.baseURL);
});

const TAMIL_TITLE = "மழைக்காலத்துக்கு முன் மொட்டை மாடி வேலை";
const TAMIL_CONTENT = "மழை தொடங்கும் முன் **நீர்க்கசிவுத் தடுப்பு** பூச்சு போடுங்கள்.";

async function createPost(fields: Record<string, string> = {}) {
  const response = await api.send("POST", "/api/add-blog", {
    token: api.token,
    body: multipart({
      title: "Terrace work before the rains",
      content: "Waterproof the terrace before the monsoon.",
      author: "Site Engineer",
      "ta.title": TAMIL_TITLE,
      "ta.content": TAMIL_CONTENT,
      images: [await image("terrace.jpg")],
      "imagesDetails[0].alt": "A terrace being coated",
      "imagesDetails[0].ta.alt": "மொட்டை மாடியில் பூச்சு வேலை",
      ...fields,
    }),
  });
  expect(response.status).toBe(201);
  return (await json<{ blog: BlogJson }>(response)).blog;
}

async function updatePost(id: string, fields: Record<string, string | string[]>) {
  const response = await api.send("PUT", `/api/blogs/${id}`, {
    token: api.token,
    body: multipart({
      title: "Terrace work before the rains",
      content: "Waterproof the terrace before the monsoon.",
      author: "Site Engineer",
      ...fields,
    }),
  });
  return response;
}

describe("Tamil texts in the API", () => {
  it("answers the Tamil texts of a post and its photos beside the English ones", async () => {
    const blog = await createPost();
    expect(blog.title).toBe("Terrace work before the rains");
    expect(blog.ta).toEqual({ title: TAMIL_TITLE, content: TAMIL_CONTENT });
    expect(blog.photos[0]).toMatchObject({
      alt: "A terrace being coated",
      ta: { alt: "மொட்டை மாடியில் பூச்சு வேலை" },
    });
    expect(await json(await api.send("GET", `/api/blogs/${blog._id}`))).toEqual(blog);
  });

  it("leaves the ta object out of a post written in English only", async () => {
    const response = await api.send("POST", "/api/add-blog", {
      token: api.token,
      body: multipart({ title: "English only", content: "Text.", author: "Site Engineer" }),
    });
    const { blog } = await json<{ blog: BlogJson }>(response);
    expect(blog).not.toHaveProperty("ta");
  });

  it("keeps the Tamil texts when a save does not send them; an empty one removes that text", async () => {
    const blog = await createPost();
    const kept = await updatePost(blog._id, { keepImages: blog.images });
    expect(kept.status).toBe(200);
    expect((await json<{ blog: BlogJson }>(kept)).blog.ta).toEqual({
      title: TAMIL_TITLE,
      content: TAMIL_CONTENT,
    });

    const emptied = await updatePost(blog._id, {
      keepImages: blog.images,
      "ta.title": "",
      "photos[0].name": blog.images[0]!,
      "photos[0].alt": "A terrace being coated",
      "photos[0].ta.caption": "வேலை முடிந்த மறுநாள்",
    });
    expect(emptied.status).toBe(200);
    const saved = (await json<{ blog: BlogJson }>(emptied)).blog;
    expect(saved.ta).toEqual({ content: TAMIL_CONTENT });
    // The photo's Tamil alt text was not sent, so it stays; its caption is new.
    expect(saved.photos[0]!.ta).toEqual({
      alt: "மொட்டை மாடியில் பூச்சு வேலை",
      caption: "வேலை முடிந்த மறுநாள்",
    });
  });

  it("refuses a Tamil text over its English field's limit, naming it", async () => {
    const response = await api.send("POST", "/api/add-blog", {
      token: api.token,
      body: multipart({
        title: "Short",
        content: "Text.",
        author: "Site Engineer",
        "ta.title": "அ".repeat(151),
      }),
    });
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toBe(
      "Title in Tamil must be at most 150 characters",
    );
  });

  it("saves a project's and an album's Tamil texts", async () => {
    const created = await api.send("POST", "/api/create-project", {
      token: api.token,
      body: multipart({
        title: "Green Villa",
        description: "A two-storey villa.",
        location: "Adyar, Chennai",
        "ta.title": "கிரீன் வில்லா",
        "ta.location": "அடையாறு, சென்னை",
        coverImage: await image("villa.jpg"),
      }),
    });
    expect(created.status).toBe(201);
    const { project } = await json<{ project: { _id: string; ta: unknown } }>(created);
    expect(project.ta).toEqual({ title: "கிரீன் வில்லா", location: "அடையாறு, சென்னை" });
    const read = await json<{ ta: unknown }>(await api.send("GET", `/api/projects/${project._id}`));
    expect(read.ta).toEqual(project.ta);

    const album = await api.send("POST", "/api/gallery-upload", {
      token: api.token,
      body: multipart({
        title: "Handover day",
        "ta.title": "ஒப்படைப்பு நாள்",
        gallery: [await image("handover.jpg")],
        "galleryDetails[0].ta.caption": "சாவி ஒப்படைப்பு",
      }),
    });
    expect(album.status).toBe(201);
    const { gallery } = await json<{ gallery: { ta: unknown; photos: Photo[] } }>(album);
    expect(gallery.ta).toEqual({ title: "ஒப்படைப்பு நாள்" });
    expect(gallery.photos[0]!.ta).toEqual({ caption: "சாவி ஒப்படைப்பு" });
  });
});

describe("Tamil texts in the History and the trash", () => {
  it("names the Tamil change in the History and restores the Tamil text", async () => {
    const blog = await createPost();
    const changed = await updatePost(blog._id, {
      keepImages: blog.images,
      "ta.title": "மழைக்கு முன் மாடி",
    });
    expect(changed.status).toBe(200);

    const html = await (await owner.get(`/edit-blog/${blog._id}`)).text();
    expect(html).toContain("Changed: Tamil title");
    // Two versions; the current one has no Restore.
    const [first] = [...html.matchAll(/name="revision" value="([^"]+)"/g)].map((m) => m[1]);
    const opened = /name="updatedAt" value="([^"]+)"/.exec(html)![1];
    const restored = await owner.post(`/edit-blog/${blog._id}/restore-version`, {
      revision: first!,
      updatedAt: opened!,
    });
    expect(restored.status).toBe(302);
    const read = await json<BlogJson>(await api.send("GET", `/api/blogs/${blog._id}`));
    expect(read.ta?.title).toBe(TAMIL_TITLE);
  });

  it("brings a post back from the trash with its Tamil texts", async () => {
    const blog = await createPost();
    expect((await api.send("DELETE", `/api/blogs/${blog._id}`, { token: api.token })).status).toBe(
      200,
    );
    expect(
      (await owner.post("/trash", { intent: "restore", kind: "blog", id: blog._id })).status,
    ).toBe(302);
    const read = await json<BlogJson>(await api.send("GET", `/api/blogs/${blog._id}`));
    expect(read.ta).toEqual({ title: TAMIL_TITLE, content: TAMIL_CONTENT });
    expect(read.photos[0]!.ta).toEqual({ alt: "மொட்டை மாடியில் பூச்சு வேலை" });
  });
});
