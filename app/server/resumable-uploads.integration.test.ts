/**
 * Photos sent one by one over tus 1.0 to /uploads/resumable/
 * (docs/api/conventions.md#resumable-uploads), as a client speaks the protocol on the wire: only a
 * signed-in account may upload, each sees only its own uploads, quotas and the per-file limit
 * answer with a message, a complete file is checked like any upload, and a save names the uploads
 * instead of carrying their bytes. A save sent twice with one idempotency key makes one item
 * (docs/api/conventions.md#idempotent-saves).
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiToken, imageBytes, json, multipart, send } from "../../test/support/api";
import { useApiServer } from "../../test/support/api-server";
import { signInBrowser } from "../../test/support/browser-session";
import { runScript } from "../../test/support/run-script";
import { startServer } from "../../test/support/server";

const api = useApiServer();
const ENGINEER = "engineer@example.com";
const ENGINEER_PASSWORD = "second-site-visit-2026!";
let engineerToken = "";

beforeAll(async () => {
  const created = await runScript("admin.ts", ["create", ENGINEER], {
    DATABASE_PATH: api.server.databasePath,
    UPLOADS_DIR: api.server.uploadsDir,
    ADMIN_NEW_PASSWORD: ENGINEER_PASSWORD,
  });
  expect(created.code, created.stderr).toBe(0);
  const signIn = await fetch(`${api.baseURL}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: ENGINEER, password: ENGINEER_PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  engineerToken = ((await signIn.json()) as { token: string }).token;
});

const metadata = (name: string, type = "image/jpeg") =>
  `filename ${Buffer.from(name).toString("base64")},filetype ${Buffer.from(type).toString("base64")}`;

function tus(method: string, url: string, headers: Record<string, string>, body?: Uint8Array) {
  return fetch(url.startsWith("http") ? url : `${api.baseURL}${url}`, {
    method,
    headers: { "Tus-Resumable": "1.0.0", ...headers },
    body: body as BodyInit | undefined,
  });
}

function bearer(token: string) {
  return { Authorization: `Bearer ${token}` };
}

/** Uploads the tests started: cancelled after each test, so none fills the next one's quota. */
const started: { auth: Record<string, string>; location: string }[] = [];
afterEach(async () => {
  for (const { auth, location } of started.splice(0)) await tus("DELETE", location, auth);
});

/** Starts an upload; answers the server's response. */
async function create(auth: Record<string, string>, length: number, name = "site.jpg") {
  const response = await tus("POST", "/uploads/resumable/", {
    ...auth,
    "Upload-Length": String(length),
    "Upload-Metadata": metadata(name),
  });
  const location = response.headers.get("Location");
  if (location) started.push({ auth, location });
  return response;
}

function patch(auth: Record<string, string>, location: string, offset: number, bytes: Uint8Array) {
  return tus(
    "PATCH",
    location,
    { ...auth, "Content-Type": "application/offset+octet-stream", "Upload-Offset": String(offset) },
    bytes,
  );
}

/** Sends a whole file in two PATCH requests, as a client resuming after a drop does. */
async function upload(auth: Record<string, string>, bytes: Uint8Array, name = "site.jpg") {
  const created = await create(auth, bytes.length, name);
  expect(created.status, await created.clone().text()).toBe(201);
  const location = created.headers.get("Location")!;
  const half = Math.floor(bytes.length / 2);
  const first = await patch(auth, location, 0, bytes.subarray(0, half));
  expect(first.status).toBe(204);
  const head = await tus("HEAD", location, auth);
  expect(head.headers.get("Upload-Offset")).toBe(String(half));
  const last = await patch(auth, location, half, bytes.subarray(half));
  return { location, id: location.split("/").pop()!, last };
}

function partialFiles() {
  const dir = path.join(api.server.uploadsDir, ".partial");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/**
 * Puts every byte of an upload on disk without the server seeing them arrive: the state a server
 * stopped during the final check (or between the last byte and the check) leaves behind.
 */
function writeAllBytesBehindTheServer(uploadsDir: string, id: string, bytes: Uint8Array) {
  fs.writeFileSync(path.join(uploadsDir, ".partial", id), bytes);
}

const idOf = (location: string) => location.split("/").pop()!;

describe("the resumable upload endpoint", () => {
  it("refuses a request without a session or token, and a wrong token", async () => {
    const anonymous = await create({}, 1000);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toBe("Sign in to upload photos.");
    const forged = await create(bearer("not-a-token"), 1000);
    expect(forged.status).toBe(401);
  });

  it("accepts a signed-in admin's session cookie", async () => {
    const owner = await signInBrowser(api.baseURL);
    const created = await create({ Cookie: owner.cookie, Origin: api.baseURL }, 1000);
    expect(created.status).toBe(201);
    const removed = await tus("DELETE", created.headers.get("Location")!, {
      Cookie: owner.cookie,
      Origin: api.baseURL,
    });
    expect(removed.status).toBe(204);
  });

  it("refuses a photo over the per-file limit, naming it", async () => {
    const response = await create(bearer(api.token), 10 * 1024 * 1024 + 1, "IMG_2041.jpg");
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("“IMG_2041.jpg” is larger than 10 MB");
  });

  it("resumes from the last byte received and keeps a checked photo ready", async () => {
    const bytes = await imageBytes("jpeg");
    const { location, last } = await upload(bearer(api.token), bytes);
    expect(last.status).toBe(204);
    const head = await tus("HEAD", location, bearer(api.token));
    expect(head.status).toBe(200);
    expect(head.headers.get("Upload-Offset")).toBe(String(bytes.length));
  });

  it("refuses and deletes a complete upload that is not an image", async () => {
    const before = partialFiles().length;
    const text = new TextEncoder().encode(
      "This is a text file pretending to be a photo.\n".repeat(40),
    );
    const { location, last } = await upload(bearer(api.token), text, "notes.jpg");
    expect(last.status).toBe(415);
    expect(await last.text()).toBe("“notes.jpg” is not a JPEG, PNG, WebP or GIF image.");
    expect((await tus("HEAD", location, bearer(api.token))).status).toBe(404);
    expect(partialFiles().length).toBe(before);
  });

  it("shows another account nothing of an upload, whatever the method", async () => {
    const bytes = await imageBytes("png");
    const created = await create(bearer(api.token), bytes.length, "owner.png");
    const location = created.headers.get("Location")!;
    const other = bearer(engineerToken);
    const head = await tus("HEAD", location, other);
    expect(head.status).toBe(404);
    expect(head.headers.get("Upload-Offset")).toBeNull();
    expect((await patch(other, location, 0, bytes)).status).toBe(404);
    expect((await tus("DELETE", location, other)).status).toBe(404);
    // The owner's upload is untouched and still at 0.
    const own = await tus("HEAD", location, bearer(api.token));
    expect(own.status).toBe(200);
    expect(own.headers.get("Upload-Offset")).toBe("0");
  });

  it("takes the upload from the path alone: a query naming another account's upload finds nothing", async () => {
    const bytes = await imageBytes("png");
    const theirs = (await create(bearer(api.token), bytes.length, "owner.png")).headers.get(
      "Location",
    )!;
    const other = bearer(engineerToken);
    const own = (await create(other, bytes.length, "engineer.png")).headers.get("Location")!;
    for (const trick of [`${own}?x=/${idOf(theirs)}`, `${own}?/${idOf(theirs)}`]) {
      const head = await tus("HEAD", trick, other);
      expect(head.status).toBe(404);
      expect(head.headers.get("Upload-Offset")).toBeNull();
      expect((await patch(other, trick, 0, bytes)).status).toBe(404);
      expect((await tus("DELETE", trick, other)).status).toBe(404);
    }
    // The owner's upload is untouched: still there, still at 0.
    const untouched = await tus("HEAD", theirs, bearer(api.token));
    expect(untouched.status).toBe(200);
    expect(untouched.headers.get("Upload-Offset")).toBe("0");
  });

  it("refuses a deferred length with a message, and does not offer it", async () => {
    const deferred = await tus("POST", "/uploads/resumable/", {
      ...bearer(api.token),
      "Upload-Defer-Length": "1",
      "Upload-Metadata": metadata("site.jpg"),
    });
    expect(deferred.status).toBe(400);
    expect(await deferred.text()).toBe(
      "Upload-Defer-Length is not supported: send Upload-Length (the size of the photo).",
    );
    const options = await tus("OPTIONS", "/uploads/resumable/", {});
    expect(options.headers.get("Tus-Extension")).toBe(
      "creation,creation-with-upload,termination,expiration",
    );
  });

  it("past the quota, starts no upload another way: at an upload's own address, deferred", async () => {
    const auth = bearer(engineerToken);
    const tenMegabytes = 10 * 1024 * 1024;
    const locations: string[] = [];
    for (let i = 0; i < 20; i++) {
      locations.push((await create(auth, tenMegabytes)).headers.get("Location")!);
    }
    expect((await create(auth, 1000)).status).toBe(403);
    const atOwnAddress = await tus("POST", locations[0], {
      ...auth,
      "Upload-Length": "1000",
      "Upload-Metadata": metadata("site.jpg"),
    });
    expect(atOwnAddress.status).toBe(405);
    expect(atOwnAddress.headers.get("Location")).toBeNull();
    const deferredAtOwnAddress = await tus("POST", locations[0], {
      ...auth,
      "Upload-Defer-Length": "1",
    });
    expect(deferredAtOwnAddress.status).toBe(405);
    const deferred = await tus("POST", "/uploads/resumable/", {
      ...auth,
      "Upload-Defer-Length": "1",
    });
    expect(deferred.status).toBe(400);
    // Nothing was started besides the twenty: once they are cancelled, the whole quota is free.
    for (const location of locations) await tus("DELETE", location, auth);
    for (let i = 0; i < 20; i++) expect((await create(auth, tenMegabytes)).status).toBe(201);
  });

  it("counts the bytes on disk of an upload, not only its declared length", async () => {
    const auth = bearer(engineerToken);
    for (let i = 0; i < 20; i++) {
      const location = (await create(auth, 1)).headers.get("Location")!;
      // Ten megabytes on disk (a sparse file) behind a declared length of one byte.
      fs.truncateSync(
        path.join(api.server.uploadsDir, ".partial", idOf(location)),
        10 * 1024 * 1024,
      );
    }
    const refused = await create(auth, 1000);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Too many photos are waiting to be saved");
  });

  it("refuses uploads past the account's quota, with a message, and frees it on cancel", async () => {
    const auth = bearer(engineerToken);
    const locations: string[] = [];
    for (let i = 0; i < 20; i++) {
      const created = await create(auth, 10 * 1024 * 1024);
      expect(created.status).toBe(201);
      locations.push(created.headers.get("Location")!);
    }
    const refused = await create(auth, 1000);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Too many photos are waiting to be saved");
    expect((await tus("DELETE", locations[0], auth)).status).toBe(204);
    expect((await create(auth, 1000)).status).toBe(201);
    for (const location of locations.slice(1)) await tus("DELETE", location, auth);
  });
});

describe("saves that name uploaded photos", () => {
  it("creates a project with the uploaded cover and gallery, in order, and uses them up", async () => {
    const auth = bearer(api.token);
    const cover = await upload(auth, await imageBytes("jpeg"), "cover.jpg");
    const first = await upload(auth, await imageBytes("png"), "first.png");
    const second = await upload(auth, await imageBytes("webp"), "second.webp");
    const body = multipart({
      title: "Velachery villa",
      coverImageUpload: cover.id,
      galleryUpload: [first.location, second.id],
      "galleryDetails[1].caption": "The second photo",
    });
    const response = await send(api.baseURL, "POST", "/api/create-project", {
      token: api.token,
      body,
    });
    expect(response.status).toBe(201);
    const { project } = await json<{
      project: { coverImage: string; gallery: string[]; photos: { caption?: string }[] };
    }>(response);
    expect(project.coverImage).toMatch(/\.webp$/);
    expect(project.gallery).toHaveLength(2);
    expect(project.photos[2].caption).toBe("The second photo");
    const served = await fetch(`${api.baseURL}/uploads/${project.gallery[0]}`);
    expect(served.status).toBe(200);
    expect((await tus("HEAD", cover.location, auth)).status).toBe(404);
    // Used up: naming it again is refused beside the field.
    const again = await send(api.baseURL, "POST", "/api/create-project", {
      token: api.token,
      body: multipart({ title: "Second villa", coverImageUpload: cover.id }),
    });
    expect(again.status).toBe(400);
    expect(JSON.stringify(await again.json())).toContain("no longer available");
  });

  it("checks on HEAD an upload whose bytes are all in but were never checked, so a save can use it", async () => {
    const auth = bearer(api.token);
    const bytes = await imageBytes("jpeg");
    const location = (await create(auth, bytes.length, "interrupted.jpg")).headers.get("Location")!;
    writeAllBytesBehindTheServer(api.server.uploadsDir, idOf(location), bytes);
    const head = await tus("HEAD", location, auth);
    expect(head.status).toBe(200);
    expect(head.headers.get("Upload-Offset")).toBe(String(bytes.length));
    expect(head.headers.get("Upload-Length")).toBe(String(bytes.length));
    const response = await send(api.baseURL, "POST", "/api/create-project", {
      token: api.token,
      body: multipart({ title: "Adyar terrace", coverImageUpload: idOf(location) }),
    });
    expect(response.status).toBe(201);
    const { project } = await json<{ project: { coverImage: string } }>(response);
    expect((await fetch(`${api.baseURL}/uploads/${project.coverImage}`)).status).toBe(200);
  });

  it("refuses and deletes on HEAD such an upload that is not an image", async () => {
    const auth = bearer(api.token);
    const text = new TextEncoder().encode("Not a photo at all.\n".repeat(20));
    const location = (await create(auth, text.length, "notes.jpg")).headers.get("Location")!;
    writeAllBytesBehindTheServer(api.server.uploadsDir, idOf(location), text);
    expect((await tus("HEAD", location, auth)).status).toBe(404);
    expect(partialFiles().filter((name) => name.startsWith(idOf(location)))).toEqual([]);
  });

  it("refuses a save naming another account's upload, and creates nothing", async () => {
    const theirs = await upload(bearer(api.token), await imageBytes("jpeg"), "theirs.jpg");
    const response = await send(api.baseURL, "POST", "/api/add-blog", {
      token: engineerToken,
      body: multipart({
        title: "Borrowed photo",
        content: "Text",
        author: "Engineer",
        imagesUpload: theirs.id,
      }),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("no longer available");
    const blogs = await json<{ title: string }[]>(await fetch(`${api.baseURL}/api/blogs`));
    expect(blogs.map((blog) => blog.title)).not.toContain("Borrowed photo");
    // The owner still has it.
    expect((await tus("HEAD", theirs.location, bearer(api.token))).status).toBe(200);
  });

  it("shows the message beside the photo field of the admin form", async () => {
    const owner = await signInBrowser(api.baseURL);
    const response = await owner.post("/addgallery", {
      title: "Forged gallery",
      galleryUpload: "0123456789abcdef0123456789abcdef",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("A photo you sent earlier is no longer available");
    expect(html).toContain('value="Forged gallery"');
  });
});

describe("idempotent saves", () => {
  it("a blog sent twice through the API with one Idempotency-Key is created once", async () => {
    const fields = { title: "Once only", content: "Body", author: "Priya" };
    const headers = { "Idempotency-Key": "key-once-only-1" };
    const answers = await Promise.all([
      send(api.baseURL, "POST", "/api/add-blog", {
        token: api.token,
        headers,
        body: multipart(fields),
      }),
      send(api.baseURL, "POST", "/api/add-blog", {
        token: api.token,
        headers,
        body: multipart(fields),
      }),
    ]);
    const ids = await Promise.all(
      answers.map(async (answer) => {
        expect(answer.status).toBe(201);
        return (await json<{ blog: { _id: string } }>(answer)).blog._id;
      }),
    );
    expect(ids[0]).toBe(ids[1]);
    const blogs = await json<{ title: string }[]>(await fetch(`${api.baseURL}/api/blogs`));
    expect(blogs.filter((blog) => blog.title === "Once only")).toHaveLength(1);
  });

  it("the admin form's key makes a repeated save answer the same redirect", async () => {
    const owner = await signInBrowser(api.baseURL);
    const form = await (await owner.get("/addgallery")).text();
    const key = /name="idempotencyKey" value="([0-9a-f]{32})"/.exec(form)?.[1];
    expect(key).toBeDefined();
    const photo = await upload(
      { Cookie: owner.cookie, Origin: api.baseURL },
      await imageBytes("jpeg"),
    );
    const fields = {
      title: "Double tapped gallery",
      galleryUpload: photo.id,
      idempotencyKey: key!,
    };
    const first = await owner.post("/addgallery", fields);
    const second = await owner.post("/addgallery", fields);
    expect(first.status).toBe(302);
    expect(second.status).toBe(302);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    const { galleries } = await json<{ galleries: { title: string }[] }>(
      await fetch(`${api.baseURL}/api/galleries`),
    );
    expect(galleries.filter((gallery) => gallery.title === "Double tapped gallery")).toHaveLength(
      1,
    );
  });
});

describe("an upload a hard stop left complete but unchecked", () => {
  it("is checked when the server starts again, so a save can use it", async () => {
    const first = await startServer();
    const token = await apiToken(first.baseURL);
    const bytes = await imageBytes("png");
    const created = await tus("POST", `${first.baseURL}/uploads/resumable/`, {
      ...bearer(token),
      "Upload-Length": String(bytes.length),
      "Upload-Metadata": metadata("before-the-stop.png"),
    });
    expect(created.status).toBe(201);
    const id = idOf(created.headers.get("Location")!);
    writeAllBytesBehindTheServer(first.uploadsDir, id, bytes);
    expect(await first.stop("SIGKILL")).toBeNull();

    const second = await startServer({ dataDir: first.dataDir });
    try {
      const response = await send(second.baseURL, "POST", "/api/gallery-upload", {
        token: await apiToken(second.baseURL),
        body: multipart({ title: "Saved after the restart", galleryUpload: id }),
      });
      expect(response.status, await response.clone().text()).toBe(201);
    } finally {
      await second.stop();
    }
  });
});
