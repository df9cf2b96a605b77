/**
 * History names only what a save changed (docs/product/admin-forms.md#history), for texts of
 * several lines in English and Tamil: a browser sends a textarea's line breaks as CR LF, the API
 * and the stored texts have LF. Saving an editor unchanged keeps a version with "No changes to the
 * content"; changing only the title names only the title. Every content kind, with JavaScript, and
 * a post without it.
 */
import type { Page } from "@playwright/test";
import { expect, testWithOwnServer } from "./fixtures";
import { uniqueTitle } from "../test/support/admin-forms";
import { apiToken, json, type Part } from "../test/support/api";
import { photo } from "../test/support/content";
import { CONTENT_KINDS, editPath, KINDS, type ContentKind } from "../app/kinds/registry";

// Nothing here needs the demo content: a server without it starts in seconds.
const test = testWithOwnServer(() => ({}));

test.use({ viewport: { width: 390, height: 844 } });

const ENGLISH = "The slab was cast on Monday.\n\nCuring runs for fourteen days:\n- keep it wet";
const TAMIL = "திங்கள் அன்று தளம் போடப்பட்டது.\n\nபதினான்கு நாட்கள் நீர் ஊற்றுதல்.";

/** How to make one item of a kind through the API, and its editor's save. */
type Kind = {
  /** The editor's save button, and what says the save is done. */
  save: string;
  saved: RegExp;
  create: (baseURL: string, token: string, title: string) => Promise<string>;
};

/**
 * A multipart body written by hand: the texts keep their LF line breaks, as JSON or the demo
 * seed stores them (fetch's FormData would send them as CR LF, like a browser).
 */
function multipartWithLf(fields: Record<string, Part | Part[]>) {
  const boundary = `----history${Date.now().toString(36)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      const file = typeof part === "string" || Buffer.isBuffer(part) ? null : part;
      const head = file
        ? `Content-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type}`
        : `Content-Disposition: form-data; name="${name}"`;
      chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`));
      chunks.push(file ? Buffer.from(file.bytes) : Buffer.from(String(part)));
      chunks.push(Buffer.from("\r\n"));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

async function created(
  baseURL: string,
  token: string,
  path: string,
  fields: Record<string, Part | Part[]>,
) {
  const { body, type } = multipartWithLf(fields);
  const response = await fetch(`${baseURL}${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": type },
    body,
  });
  const answer = await json<Record<string, { _id: string }>>(response);
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return Object.values(answer).find((value) => typeof value === "object")!._id;
}

/** One per kind of the registry: a new kind does not type-check until it has one. */
const FIXTURES: Record<ContentKind, Kind> = {
  blog: {
    save: "Save Changes",
    saved: /Changes to .* saved/,
    create: async (baseURL, token, title) =>
      created(baseURL, token, "/api/add-blog", {
        title,
        content: ENGLISH,
        "ta.content": TAMIL,
        author: "Site Engineer",
        images: [await photo(title)],
        "imagesDetails[0].caption": "Casting day.\nThe pump arrived at six.",
      }),
  },
  project: {
    save: "Save Changes",
    saved: /Changes to .* saved/,
    create: async (baseURL, token, title) =>
      created(baseURL, token, "/api/create-project", {
        title,
        description: ENGLISH,
        "ta.description": TAMIL,
        category: "Residential",
        searchDescription: "A house in Adyar.\nTwo storeys.",
        coverImage: await photo(title),
      }),
  },
  gallery: {
    save: "Update Gallery",
    saved: /Gallery updated successfully/,
    create: async (baseURL, token, title) =>
      created(baseURL, token, "/api/gallery-upload", {
        title,
        description: ENGLISH,
        "ta.description": TAMIL,
        category: "Construction",
        gallery: [await photo(title)],
      }),
  },
  progress: {
    save: "Save Changes",
    saved: /Changes to .* saved/,
    create: async (baseURL, token, title) => {
      const projectId = await created(baseURL, token, "/api/create-project", {
        title: `${title} house`,
        category: "Residential",
        coverImage: await photo(title),
      });
      return created(baseURL, token, `/api/projects/${projectId}/progress`, {
        title,
        stage: "foundation",
        percent: "10",
        note: ENGLISH,
        "ta.note": TAMIL,
      });
    },
  },
};

function history(page: Page) {
  return page.getByRole("region", { name: "History" }).getByRole("listitem");
}

async function save(page: Page, kind: Kind) {
  await page.getByRole("button", { name: kind.save }).click();
  await expect(page.getByText(kind.saved).first()).toBeVisible();
}

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

for (const name of CONTENT_KINDS) {
  const kind = FIXTURES[name];
  test(`a ${KINDS[name].nouns.one} saved unchanged changes nothing; a new title changes only the title`, async ({
    page,
    baseURL,
  }) => {
    const title = uniqueTitle("Slab casting");
    const id = await kind.create(baseURL!, await apiToken(baseURL!), title);

    await page.goto(editPath(name, id));
    await save(page, kind);
    await page.goto(editPath(name, id));
    await expect(history(page)).toHaveCount(2);
    await expect(history(page).first()).toContainText("No changes to the content");

    await page
      .getByLabel(/^Title/)
      .first()
      .fill(`${title} and cured`);
    await save(page, kind);
    await page.goto(editPath(name, id));
    await expect(history(page)).toHaveCount(3);
    await expect(history(page).first()).toContainText(/Changed: Title$/);
  });
}

test("a post saved unchanged without JavaScript changes nothing", async ({
  browser,
  baseURL,
  page,
}) => {
  const title = uniqueTitle("Slab casting");
  const id = await FIXTURES.blog.create(baseURL!, await apiToken(baseURL!), title);
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await context.newPage();
  await plain.goto(editPath("blog", id));
  await save(plain, FIXTURES.blog);
  await plain.goto(editPath("blog", id));
  await expect(history(plain)).toHaveCount(2);
  await expect(history(plain).first()).toContainText("No changes to the content");
  await context.close();
});
