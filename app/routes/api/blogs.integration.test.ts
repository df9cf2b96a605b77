import { describe, expect, it } from "vitest";
import { image, json, multipart } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";

type BlogJson = {
  _id: string;
  title: string;
  content: string;
  author: string;
  category: string;
  tags: string[];
  images: string[];
  createdAt: string;
};

const api = useApiServer();

async function createBlog(fields: Record<string, unknown> = {}) {
  const response = await api.send("POST", "/api/add-blog", {
    token: api.token,
    body: multipart({
      title: "Monsoon-proofing your roof",
      content: "First paragraph.\n\nSecond paragraph.",
      author: "Priya Raman",
      category: "Tips",
      tags: ["monsoon", "roofing"],
      images: [await image("a.jpg"), await image("b.png", "png")],
      ...(fields as Record<string, string>),
    }),
  });
  expect(response.status).toBe(201);
  return (await json<{ message: string; blog: BlogJson }>(response)).blog;
}

describe("blogs", () => {
  it("GET /api/blogs answers a bare array, newest first", async () => {
    expect(await json(await api.send("GET", "/api/blogs"))).toEqual([]);
    const first = await createBlog({ title: "First" });
    const second = await createBlog({ title: "Second" });
    const list = await json<BlogJson[]>(await api.send("GET", "/api/blogs"));
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((blog) => blog._id)).toEqual([second._id, first._id]);
  });

  it("creates with the exact shape, tags from repeated fields and comma text", async () => {
    const blog = await createBlog({ tags: ["  cement , steel", "cement", "vastu"] });
    expect(Object.keys(blog).sort()).toEqual(
      [
        "_id",
        "author",
        "category",
        "content",
        "createdAt",
        "images",
        "tags",
        "title",
        // Later additions to the contract (docs/api/content.md#records).
        "slug",
        "searchDescription",
        "shareImageAlt",
        // Later addition (docs/api/content.md#photo-details).
        "photos",
      ].sort(),
    );
    expect(blog.tags).toEqual(["cement", "steel", "vastu"]);
    expect(blog.category).toBe("Tips");
    expect(blog.images).toHaveLength(2);
    expect(await json(await api.send("GET", `/api/blogs/${blog._id}`))).toEqual(blog);
  });

  it("defaults the category to General", async () => {
    const blog = await createBlog({ category: "" });
    expect(blog.category).toBe("General");
  });

  it("requires title, content and author after trimming, with the documented messages", async () => {
    for (const [field, message] of [
      ["title", "Title is required"],
      ["content", "Content is required"],
      ["author", "Author is required"],
    ]) {
      const fields: Record<string, string> = {
        title: "T",
        content: "C",
        author: "A",
        [field]: "   ",
      };
      const response = await api.send("POST", "/api/add-blog", {
        token: api.token,
        body: multipart(fields),
      });
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ message });
    }
    const tooManyTags = await api.send("POST", "/api/add-blog", {
      token: api.token,
      body: multipart({
        title: "T",
        content: "C",
        author: "A",
        tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(","),
      }),
    });
    expect(tooManyTags.status).toBe(400);
  });

  it("refuses writes without a token", async () => {
    const blog = await createBlog();
    const responses = [
      await api.send("POST", "/api/add-blog", {
        body: multipart({ title: "T", content: "C", author: "A" }),
      }),
      await api.send("PUT", `/api/blogs/${blog._id}`, {
        body: multipart({ title: "T", content: "C", author: "A" }),
      }),
      await api.send("DELETE", `/api/blogs/${blog._id}`),
    ];
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(await json(response)).toEqual({ message: expect.any(String) });
    }
    expect(await json(await api.send("GET", `/api/blogs/${blog._id}`))).toEqual(blog);
  });

  it("PUT keeps exactly keepImages plus new images; the rest are no longer served", async () => {
    const blog = await createBlog();
    const [keep, drop] = blog.images;
    const response = await api.send("PUT", `/api/blogs/${blog._id}`, {
      token: api.token,
      body: multipart({
        title: "Updated",
        content: "New body",
        author: blog.author,
        category: "Design",
        tags: "a, b",
        keepImages: [keep],
        images: [await image("c.webp", "webp")],
      }),
    });
    expect(response.status).toBe(200);
    const { blog: updated } = await json<{ message: string; blog: BlogJson }>(response);
    expect(updated).toMatchObject({
      title: "Updated",
      content: "New body",
      category: "Design",
      tags: ["a", "b"],
    });
    expect(updated.images[0]).toBe(keep);
    expect(updated.images).toHaveLength(2);
    expect((await api.send("GET", `/uploads/${drop}`)).status).toBe(404);

    const none = await api.send("PUT", `/api/blogs/${blog._id}`, {
      token: api.token,
      body: multipart({ title: "Updated", content: "New body", author: "A" }),
    });
    expect((await json<{ blog: BlogJson }>(none)).blog.images).toEqual([]);
    expect((await api.send("GET", `/uploads/${keep}`)).status).toBe(404);
  });

  it("answers 404 for unknown ids, and a deleted post's files are no longer served", async () => {
    expect((await api.send("GET", "/api/blogs/unknown")).status).toBe(404);
    expect(
      (
        await api.send("PUT", "/api/blogs/unknown", {
          token: api.token,
          body: multipart({ title: "T", content: "C", author: "A" }),
        })
      ).status,
    ).toBe(404);
    const blog = await createBlog();
    const response = await api.send("DELETE", `/api/blogs/${blog._id}`, { token: api.token });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: expect.any(String) });
    for (const name of blog.images)
      expect((await api.send("GET", `/uploads/${name}`)).status).toBe(404);
    expect((await api.send("GET", `/api/blogs/${blog._id}`)).status).toBe(404);
  });
});
