/**
 * Two people saving one record (docs/api/conventions.md#edit-conflicts): a save that
 * names the version it was based on is refused with 409 once someone else
 * has saved, concurrent saves from one version give one 200 and one 409,
 * no photo the saving client did not know of is deleted, and a client that
 * names no version saves as it always did.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { image, json, multipart, type Part } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";

type PhotoJson = { fileName: string; alt: string; caption: string };
type ProjectJson = {
  _id: string;
  title: string;
  description: string;
  coverImage: string | null;
  gallery: string[];
  photos: PhotoJson[];
  updatedAt?: string;
};

const server = useApiServer();

function put(url: string, fields: Record<string, Part | Part[]>, headers = {}) {
  return server.send("PUT", url, { token: server.token, body: multipart(fields), headers });
}

async function read(url: string) {
  const response = await server.send("GET", url, { token: server.token });
  expect(response.status).toBe(200);
  return { response, body: await json<Record<string, unknown>>(response) };
}

async function createProject(title: string): Promise<ProjectJson> {
  const response = await server.send("POST", "/api/create-project", {
    token: server.token,
    body: multipart({
      title,
      coverImage: await image("cover.jpg"),
      gallery: [await image("first.jpg")],
    }),
  });
  expect(response.status).toBe(201);
  return (await json<{ project: ProjectJson }>(response)).project;
}

async function readProject(id: string) {
  const { response, body } = await read(`/api/projects/${id}`);
  return { project: body as unknown as ProjectJson, etag: response.headers.get("ETag") };
}

/** The `photos[i]` fields a form sends for the photos it shows. */
function photoFields(names: string[]) {
  return Object.fromEntries(names.map((name, index) => [`photos[${index}].name`, name]));
}

/** Stored originals (not variants, thumbnails or share cards) in the upload folder. */
function storedOriginals(): Set<string> {
  return new Set(
    fs.readdirSync(server.server.uploadsDir).filter((name) => /^[\w-]{24}\.webp$/.test(name)),
  );
}

function shareCardsOf(id: string): string[] {
  return fs.readdirSync(server.server.uploadsDir).filter((name) => name.startsWith(`share-${id}-`));
}

async function served(fileName: string) {
  return (await server.send("GET", `/uploads/${fileName}`)).status;
}

const CONFLICT =
  /^Someone else saved this project at \d{1,2}:\d{2} [ap]m\. Your changes are kept below: reload to see theirs, or save again to replace them\.$/;

describe("saving a project someone else has saved", () => {
  it("refuses the stale save with 409, keeps the other's new photo, and lets a second save replace", async () => {
    const created = await createProject("Villa in Besant Nagar");
    const opened = await readProject(created._id);
    expect(opened.project.updatedAt).toEqual(expect.any(String));
    expect(opened.etag).toBe(`"${opened.project.updatedAt}"`);
    const [first] = created.gallery;
    const shown = [created.coverImage!, first];

    // B saves first, with a new photo.
    const byB = await put(
      `/api/projects/${created._id}`,
      {
        title: "Villa in Besant Nagar",
        keepGalleryImages: [first],
        gallery: [await image("added-by-b.jpg")],
        ...photoFields(shown),
      },
      { "If-Match": opened.etag! },
    );
    expect(byB.status).toBe(200);
    const afterB = (await json<{ project: ProjectJson }>(byB)).project;
    expect(afterB.gallery).toHaveLength(2);
    const photoOfB = afterB.gallery[1];
    expect(byB.headers.get("ETag")).not.toBe(opened.etag);

    // A saves the form it opened before: refused, nothing changes.
    const byA = await put(`/api/projects/${created._id}`, {
      title: "Villa in Besant Nagar",
      description: "A's description",
      keepGalleryImages: [first],
      updatedAt: opened.project.updatedAt!,
      ...photoFields(shown),
    });
    expect(byA.status).toBe(409);
    expect((await json<{ message: string }>(byA)).message).toMatch(CONFLICT);
    const newer = byA.headers.get("ETag");
    expect(newer).toBe(byB.headers.get("ETag"));
    const unchanged = (await readProject(created._id)).project;
    expect(unchanged.description).toBe("");
    expect(unchanged.gallery).toEqual([first, photoOfB]);
    expect(await served(photoOfB)).toBe(200);

    // A saves again on the newer version: A's text replaces B's, B's photo stays.
    const again = await put(`/api/projects/${created._id}`, {
      title: "Villa in Besant Nagar",
      description: "A's description",
      keepGalleryImages: [first],
      updatedAt: newer!.slice(1, -1),
      ...photoFields(shown),
    });
    expect(again.status).toBe(200);
    const final = (await json<{ project: ProjectJson }>(again)).project;
    expect(final.description).toBe("A's description");
    expect(final.gallery).toEqual([first, photoOfB]);
    expect(await served(photoOfB)).toBe(200);
  });

  it("gives one 200 and one 409 to two concurrent saves from one version, and leaves no stray file", async () => {
    const created = await createProject("Duplex in Kotturpuram");
    const { project, etag } = await readProject(created._id);
    const before = storedOriginals();
    const shown = [project.coverImage!, ...project.gallery];
    const save = async (who: string) =>
      put(
        `/api/projects/${created._id}`,
        {
          title: `Duplex in Kotturpuram, saved by ${who}`,
          keepGalleryImages: project.gallery,
          gallery: [await image(`${who}.jpg`)],
          ...photoFields(shown),
        },
        { "If-Match": etag! },
      );
    const answers = await Promise.all([save("A"), save("B")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const saved = (await json<{ project: ProjectJson }>(winner)).project;

    const stored = (await readProject(created._id)).project;
    expect(stored.title).toBe(saved.title);
    expect(stored.gallery).toHaveLength(2);
    for (const name of [stored.coverImage!, ...stored.gallery])
      expect(await served(name)).toBe(200);
    // The refused save's photo is not left on disk; the saved one's is.
    const added = [...storedOriginals()].filter((name) => !before.has(name));
    expect(added).toEqual([stored.gallery[1]]);
    // One share card: the one for the saved title.
    expect(shareCardsOf(created._id)).toHaveLength(1);
  });

  it("saves without If-Match or updatedAt as before, whatever was saved meanwhile", async () => {
    const created = await createProject("Row houses in Perungudi");
    const first = await put(`/api/projects/${created._id}`, {
      title: "Row houses in Perungudi",
      description: "First",
      keepGalleryImages: created.gallery,
    });
    expect(first.status).toBe(200);
    const second = await put(`/api/projects/${created._id}`, {
      title: "Row houses in Perungudi",
      description: "Second",
      // The whole gallery goes: exactly the listed images are kept, as docs/api/README.md says.
      keepGalleryImages: [],
    });
    expect(second.status).toBe(200);
    const saved = (await json<{ project: ProjectJson }>(second)).project;
    expect(saved.description).toBe("Second");
    expect(saved.gallery).toEqual([]);
    expect(await served(created.gallery[0])).toBe(404);
  });

  it("keeps a cover the save did not know of, in the gallery, when it sends a new cover", async () => {
    const created = await createProject("Bungalow in Kilpauk");
    const opened = await readProject(created._id);
    const [first] = created.gallery;
    const byB = await put(
      `/api/projects/${created._id}`,
      {
        title: "Bungalow in Kilpauk",
        keepGalleryImages: [first],
        coverImage: await image("b.jpg"),
      },
      { "If-Match": opened.etag! },
    );
    expect(byB.status).toBe(200);
    const coverOfB = (await json<{ project: ProjectJson }>(byB)).project.coverImage!;

    // A, told of B's save, saves again with the newer version and a cover of its own.
    const byA = await put(
      `/api/projects/${created._id}`,
      {
        title: "Bungalow in Kilpauk",
        keepGalleryImages: [first],
        coverImage: await image("a.jpg"),
        ...photoFields([created.coverImage!, first]),
      },
      { "If-Match": byB.headers.get("ETag")! },
    );
    expect(byA.status).toBe(200);
    const saved = (await json<{ project: ProjectJson }>(byA)).project;
    expect([coverOfB, first]).not.toContain(saved.coverImage);
    expect(saved.gallery).toEqual([first, coverOfB]);
    expect(await served(coverOfB)).toBe(200);
  });

  it("takes If-Match: * as any version", async () => {
    const created = await createProject("Office in Guindy");
    await put(`/api/projects/${created._id}`, { title: "Office in Guindy, renamed" });
    const response = await put(
      `/api/projects/${created._id}`,
      { title: "Office in Guindy" },
      { "If-Match": "*" },
    );
    expect(response.status).toBe(200);
  });
});

describe("saving a post or a gallery someone else has saved", () => {
  it("refuses a stale post with the post's own words", async () => {
    const created = await server.send("POST", "/api/add-blog", {
      token: server.token,
      body: multipart({
        title: "Monsoon checks",
        content: "Roofs first.",
        author: "Priya Raman",
        category: "Tips",
      }),
    });
    expect(created.status).toBe(201);
    const { _id } = (await json<{ blog: { _id: string } }>(created)).blog;
    const { body } = await read(`/api/blogs/${_id}`);
    const version = body.updatedAt as string;
    const fresh = await put(`/api/blogs/${_id}`, {
      title: "Monsoon checks",
      content: "Drains first.",
      author: "Priya Raman",
      category: "Tips",
      updatedAt: version,
    });
    expect(fresh.status).toBe(200);
    const stale = await put(`/api/blogs/${_id}`, {
      title: "Monsoon checks",
      content: "Roofs first, then drains.",
      author: "Priya Raman",
      category: "Tips",
      updatedAt: version,
    });
    expect(stale.status).toBe(409);
    expect((await json<{ message: string }>(stale)).message).toMatch(
      /^Someone else saved this post at /,
    );
    expect((await read(`/api/blogs/${_id}`)).body.content).toBe("Drains first.");
  });

  it("refuses a stale gallery with the gallery's own words", async () => {
    const created = await server.send("POST", "/api/gallery-upload", {
      token: server.token,
      body: multipart({ title: "Handover day", gallery: [await image("handover.jpg")] }),
    });
    expect(created.status).toBe(201);
    const { _id } = (await json<{ gallery: { _id: string } }>(created)).gallery;
    const { response } = await read(`/api/galleries/${_id}`);
    const etag = response.headers.get("ETag")!;
    const fresh = await put(`/api/galleries/${_id}`, { title: "Handover" }, { "If-Match": etag });
    expect(fresh.status).toBe(200);
    const stale = await put(`/api/galleries/${_id}`, { title: "Handovers" }, { "If-Match": etag });
    expect(stale.status).toBe(409);
    expect((await json<{ message: string }>(stale)).message).toMatch(
      /^Someone else saved this gallery at /,
    );
  });
});
