import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { image, imageBytes, json, multipart } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";

type ProjectJson = {
  _id: string;
  title: string;
  description: string;
  category: string;
  location: string;
  coverImage: string | null;
  gallery: string[];
  createdAt: string;
};

const api = useApiServer();

/** Stored files, leaving out the site-wide share card every server draws at start-up. */
function storedFiles() {
  return fs
    .readdirSync(api.server.uploadsDir)
    .filter((name) => !name.startsWith(".") && !name.startsWith("share-site-"));
}

async function createProject(fields: Record<string, unknown> = {}) {
  const response = await api.send("POST", "/api/create-project", {
    token: api.token,
    body: multipart({
      title: "Villa in Adyar",
      description: "Three-bedroom villa",
      category: "Residential",
      location: "Adyar, Chennai",
      coverImage: await image("cover.jpg"),
      gallery: [await image("one.png", "png"), await image("two.webp", "webp")],
      ...(fields as Record<string, string>),
    }),
  });
  expect(response.status).toBe(201);
  return (await json<{ message: string; project: ProjectJson }>(response)).project;
}

describe("GET /api/projects", () => {
  it("answers { projects: [] } when there are none", async () => {
    const response = await api.send("GET", "/api/projects");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBeTruthy();
    expect(await json(response)).toEqual({ projects: [] });
  });
});

describe("POST /api/create-project", () => {
  it("refuses a missing, forged or malformed token with 401 and creates nothing", async () => {
    const body = async () => multipart({ title: "Sneaky", coverImage: await image("cover.jpg") });
    for (const headers of [
      {} as Record<string, string>,
      { Authorization: "Bearer not-a-real-token" },
      { Authorization: "Basic YWRtaW46YWRtaW4=" },
      { Authorization: `Bearer ${api.token}x` },
    ]) {
      const response = await api.send("POST", "/api/create-project", {
        headers,
        body: await body(),
      });
      expect(response.status).toBe(401);
      expect(await json(response)).toEqual({ message: expect.any(String) });
    }
    const list = await json<{ projects: ProjectJson[] }>(await api.send("GET", "/api/projects"));
    expect(list.projects).toHaveLength(0);
    expect(storedFiles()).toEqual([]);
  });

  it("creates a project and answers 201 with its exact shape", async () => {
    const response = await api.send("POST", "/api/create-project", {
      token: api.token,
      body: multipart({
        title: "  Anna Nagar Duplex  ",
        description: "Duplex with terrace garden",
        category: "residential",
        location: "Anna Nagar",
        coverImage: await image("cover.jpg"),
        gallery: [await image("a.png", "png"), await image("b.gif", "gif")],
      }),
    });
    expect(response.status).toBe(201);
    const body = await json<{ message: string; project: ProjectJson }>(response);
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.project).sort()).toEqual(
      [
        "_id",
        "category",
        "coverImage",
        "createdAt",
        "description",
        "gallery",
        "location",
        "title",
        // Later additions to the contract (docs/api/content.md#records).
        "slug",
        "searchDescription",
        "shareImageAlt",
        // Later addition (docs/api/content.md#photo-details).
        "photos",
        // Later additions, with a token (docs/api/content.md#private-projects): who may see it, its
        // client, its RERA details.
        "visibility",
        "client",
        "rera",
      ].sort(),
    );
    expect(body.project).toMatchObject({
      visibility: "public",
      client: { name: "", phone: "", email: "" },
      rera: { registrationNumber: "", authority: "", approvalNumber: "", qrImage: null },
    });
    expect(body.project).toMatchObject({
      title: "Anna Nagar Duplex",
      category: "Residential",
      location: "Anna Nagar",
    });
    expect(body.project._id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(new Date(body.project.createdAt).toISOString()).toBe(body.project.createdAt);
    expect(body.project.gallery).toHaveLength(2);
    for (const name of [body.project.coverImage!, ...body.project.gallery]) {
      expect(name).not.toContain("/");
      const file = await api.send("GET", `/uploads/${name}`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
      expect(file.headers.get("cache-control")).toContain("immutable");
    }
    const one = await api.send("GET", `/api/projects/${body.project._id}`);
    expect(one.status).toBe(200);
    // A visitor reads the same project without what only a token reads.
    const {
      client: _client,
      visibility: _visibility,
      ...asVisitorsSeeIt
    } = body.project as ProjectJson & { client?: unknown; visibility?: unknown };
    expect(await json(one)).toEqual(asVisitorsSeeIt);
  });

  it("lists projects newest first", async () => {
    const older = await createProject({ title: "Older" });
    const newer = await createProject({ title: "Newer" });
    const list = await json<{ projects: ProjectJson[] }>(await api.send("GET", "/api/projects"));
    const ids = list.projects.map((project) => project._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
  });

  it("requires a cover image and a title, with the documented messages", async () => {
    const noCover = await api.send("POST", "/api/create-project", {
      token: api.token,
      body: multipart({ title: "No cover" }),
    });
    expect(noCover.status).toBe(400);
    expect(await json(noCover)).toEqual({ message: "Please upload a cover image." });

    const noTitle = await api.send("POST", "/api/create-project", {
      token: api.token,
      body: multipart({ title: "   ", coverImage: await image() }),
    });
    expect(noTitle.status).toBe(400);
    expect(await json(noTitle)).toEqual({ message: "Title is required" });

    const longTitle = await api.send("POST", "/api/create-project", {
      token: api.token,
      body: multipart({ title: "x".repeat(151), coverImage: await image() }),
    });
    expect(longTitle.status).toBe(400);

    const badCategory = await api.send("POST", "/api/create-project", {
      token: api.token,
      body: multipart({ title: "Ok", category: "Spaceport", coverImage: await image() }),
    });
    expect(badCategory.status).toBe(400);
  });

  it("takes the cover among the gallery photos with coverIndex, each photo stored once", async () => {
    const photo = async (name: string, width: number) => ({
      bytes: await imageBytes("jpeg", width, 200),
      name,
      type: "image/jpeg",
    });
    const response = await api.send("POST", "/api/create-project", {
      token: api.token,
      body: multipart({
        title: "Cover among the photos",
        coverIndex: "1",
        gallery: [await photo("a.jpg", 300), await photo("b.jpg", 310), await photo("c.jpg", 320)],
      }),
    });
    expect(response.status).toBe(201);
    const { project } = await json<{ project: ProjectJson }>(response);
    expect(project.gallery).toHaveLength(2);
    const widthOf = async (name: string) =>
      (await sharp(path.join(api.server.uploadsDir, name)).metadata()).width;
    expect(await widthOf(project.coverImage!)).toBe(310);
    expect(await Promise.all(project.gallery.map(widthOf))).toEqual([300, 320]);
  });

  it("without coverImage, makes the first photo the cover only when asked, and checks coverIndex", async () => {
    const gallery = [await image("a.jpg"), await image("b.jpg")];
    const noChoice = await api.send("POST", "/api/create-project", {
      token: api.token,
      body: multipart({ title: "No cover", gallery }),
    });
    expect(noChoice.status).toBe(400);
    expect(await json(noChoice)).toEqual({ message: "Please upload a cover image." });

    const outside = await api.send("POST", "/api/create-project", {
      token: api.token,
      body: multipart({ title: "Outside", coverIndex: "2", gallery }),
    });
    expect(outside.status).toBe(400);
    expect(await json(outside)).toEqual({ message: "The cover must be one of the photos sent." });

    const first = await api.send("POST", "/api/create-project", {
      token: api.token,
      body: multipart({ title: "First", coverIndex: "0", gallery }),
    });
    expect(first.status).toBe(201);
    const { project } = await json<{ project: ProjectJson }>(first);
    expect(project.coverImage).toBeTruthy();
    expect(project.gallery).toHaveLength(1);
  });

  it("refuses what is not a JPEG, PNG, WebP or GIF by its bytes with 415", async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const cases = [
      { bytes: svg, name: "logo.svg", type: "image/svg+xml" },
      { bytes: html, name: "photo.png", type: "image/png" },
      { bytes: html, name: "photo.jpg", type: "image/jpeg" },
    ];
    for (const cover of cases) {
      const response = await api.send("POST", "/api/create-project", {
        token: api.token,
        body: multipart({ title: "Bad file", coverImage: cover }),
      });
      expect(response.status).toBe(415);
      expect(await json(response)).toEqual({ message: expect.any(String) });
    }
  });

  it("refuses a truncated image whose first bytes look right with 415", async () => {
    const bytes = (await imageBytes("jpeg")).slice(0, 40);
    const response = await api.send("POST", "/api/create-project", {
      token: api.token,
      body: multipart({
        title: "Broken",
        coverImage: { bytes, name: "x.jpg", type: "image/jpeg" },
      }),
    });
    expect(response.status).toBe(415);
  });

  it("refuses a file over 10485760 bytes with 413 and keeps nothing", async () => {
    const before = storedFiles();
    const jpeg = await imageBytes("jpeg");
    const bytes = new Uint8Array(10_485_761);
    bytes.set(jpeg);
    const response = await api.send("POST", "/api/create-project", {
      token: api.token,
      body: multipart({
        title: "Too big",
        coverImage: { bytes, name: "big.jpg", type: "image/jpeg" },
      }),
    });
    expect(response.status).toBe(413);
    expect(await json(response)).toEqual({ message: expect.any(String) });
    expect(storedFiles()).toEqual(before);
    expect(fs.readdirSync(path.join(api.server.uploadsDir, ".staging"))).toEqual([]);
  });

  it("refuses a 20000×20000 pixel bomb quickly", async () => {
    const bytes = pngHeaderOnly(20_000, 20_000);
    const started = Date.now();
    const response = await api.send("POST", "/api/create-project", {
      token: api.token,
      body: multipart({
        title: "Bomb",
        coverImage: { bytes, name: "bomb.png", type: "image/png" },
      }),
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect([413, 415]).toContain(response.status);
  });

  it("strips EXIF and GPS data from stored images", async () => {
    const withGps = await sharp({
      create: { width: 64, height: 48, channels: 3, background: "#888" },
    })
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneMaker", Model: "SitePhone" }, IFD3: { GPSLatitudeRef: "N" } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const project = await createProject({
      coverImage: { bytes: new Uint8Array(withGps), name: "site.jpg", type: "image/jpeg" },
    } as never);
    const stored = fs.readFileSync(path.join(api.server.uploadsDir, project.coverImage!));
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("PhoneMaker"))).toBe(false);
  });
});

describe("GET /api/projects/:id", () => {
  it("answers 404 { message } for unknown, SQL-looking and odd ids", async () => {
    for (const id of [
      "doesnotexist",
      "1'%20OR%20'1'%3D'1",
      "%00",
      "..%2F..%2Fetc%2Fpasswd",
      "x".repeat(300),
    ]) {
      const response = await api.send("GET", `/api/projects/${id}`);
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ message: expect.any(String) });
    }
  });
});

describe("PUT /api/projects/:id", () => {
  it("needs a token", async () => {
    const project = await createProject();
    const response = await api.send("PUT", `/api/projects/${project._id}`, {
      body: multipart({ title: "Changed" }),
    });
    expect(response.status).toBe(401);
    const after = await json<ProjectJson>(await api.send("GET", `/api/projects/${project._id}`));
    expect(after.title).toBe(project.title);
  });

  it("keeps the cover and exactly the listed gallery images; the others are no longer served", async () => {
    const project = await createProject();
    const [keep, drop] = project.gallery;
    const response = await api.send("PUT", `/api/projects/${project._id}`, {
      token: api.token,
      body: multipart({
        title: "Renamed villa",
        description: project.description,
        category: "Commercial",
        location: project.location,
        keepGalleryImages: [keep],
        gallery: [await image("new.jpg")],
      }),
    });
    expect(response.status).toBe(200);
    const { project: updated } = await json<{ message: string; project: ProjectJson }>(response);
    expect(updated.title).toBe("Renamed villa");
    expect(updated.category).toBe("Commercial");
    expect(updated.coverImage).toBe(project.coverImage);
    expect(updated.gallery).toHaveLength(2);
    expect(updated.gallery[0]).toBe(keep);
    expect(updated.gallery).not.toContain(drop);
    expect((await api.send("GET", `/uploads/${drop}`)).status).toBe(404);
    expect((await api.send("GET", `/uploads/${drop.replace(".webp", ".w640.webp")}`)).status).toBe(
      404,
    );
    expect((await api.send("GET", `/uploads/${drop}`)).status).toBe(404);
  });

  it("removes the cover with removeCoverImage=true and replaces it with a new file", async () => {
    const project = await createProject();
    const removed = await api.send("PUT", `/api/projects/${project._id}`, {
      token: api.token,
      body: multipart({
        title: project.title,
        removeCoverImage: "true",
        keepGalleryImages: project.gallery,
      }),
    });
    expect(removed.status).toBe(200);
    const afterRemove = (await json<{ project: ProjectJson }>(removed)).project;
    expect(afterRemove.coverImage).toBeNull();
    expect(afterRemove.gallery).toEqual(project.gallery);
    expect((await api.send("GET", `/uploads/${project.coverImage}`)).status).toBe(404);

    const replaced = await api.send("PUT", `/api/projects/${project._id}`, {
      token: api.token,
      body: multipart({
        title: project.title,
        coverImage: await image("fresh.png", "png"),
        keepGalleryImages: project.gallery,
      }),
    });
    const afterReplace = (await json<{ project: ProjectJson }>(replaced)).project;
    expect(afterReplace.coverImage).toEqual(expect.any(String));
    expect(storedFiles()).toContain(afterReplace.coverImage);
  });

  it("validates like create and answers 404 for an unknown id without storing files", async () => {
    const project = await createProject();
    const invalid = await api.send("PUT", `/api/projects/${project._id}`, {
      token: api.token,
      body: multipart({ title: "" }),
    });
    expect(invalid.status).toBe(400);
    expect(await json(invalid)).toEqual({ message: "Title is required" });

    const before = storedFiles();
    const unknown = await api.send("PUT", "/api/projects/nope", {
      token: api.token,
      body: multipart({ title: "Ghost", gallery: [await image()] }),
    });
    expect(unknown.status).toBe(404);
    expect(storedFiles()).toEqual(before);
  });

  it("answers 400 for a JSON body instead of form data", async () => {
    const project = await createProject();
    const response = await api.send("PUT", `/api/projects/${project._id}`, {
      token: api.token,
      headers: { "Content-Type": "application/json" },
      body: '{"title": "x"',
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ message: expect.any(String) });
  });
});

describe("DELETE /api/projects/:id", () => {
  it("deletes the project, whose files are no longer served; a second delete is 404", async () => {
    const project = await createProject();
    expect((await api.send("DELETE", `/api/projects/${project._id}`)).status).toBe(401);
    const response = await api.send("DELETE", `/api/projects/${project._id}`, { token: api.token });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: expect.any(String) });
    expect((await api.send("GET", `/api/projects/${project._id}`)).status).toBe(404);
    for (const name of [project.coverImage!, ...project.gallery]) {
      expect((await api.send("GET", `/uploads/${name}`)).status).toBe(404);
    }
    expect(
      (await api.send("DELETE", `/api/projects/${project._id}`, { token: api.token })).status,
    ).toBe(404);
  });

  it("answers 405 JSON for methods a path does not take", async () => {
    const response = await api.send("POST", "/api/projects", { token: api.token });
    expect(response.status).toBe(405);
    expect(await json(response)).toEqual({ message: expect.any(String) });
  });
});

/** A PNG that declares its size and holds no pixels: enough for a decoder to refuse it. */
function pngHeaderOnly(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", ihdr),
      chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
