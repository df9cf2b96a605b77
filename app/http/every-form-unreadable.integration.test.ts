/**
 * Every address in app/routes.ts whose route has an action, posted a body that cannot be read as
 * a form (docs/security/requests.md#forms-that-cannot-be-read, "Admin forms that cannot be read"):
 * from the site's own origin, an admin page with the owner's session and /api with a token (a
 * public page as a visitor), so the request reaches the action itself. A page answers
 * 400 with its own message; an /api address answers its JSON refusal; none answers 500, and
 * neither the answer nor the log holds a stack trace. The walk reads the route list, so a route
 * added later is posted too.
 */
import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { apiToken, multipart, send } from "../../test/support/api";
import { signInBrowser, type BrowserSession } from "../../test/support/browser-session";
import { ContentApi, photo } from "../../test/support/content";
import { startServer, type TestServer } from "../../test/support/server";

type Address = { pattern: string; admin: boolean };

/** Every route of the config whose module has an action, with its full path. */
function routesWithActions(entries: RouteConfigEntry[], parent = "", admin = false): Address[] {
  return entries.flatMap((entry) => {
    const pattern = [parent, entry.path].filter(Boolean).join("/");
    const source = fs.readFileSync(path.join(import.meta.dirname, "..", entry.file), "utf8");
    const hasAction = /export\s+(?:async\s+)?(?:function|const)\s+action\b/.test(source);
    const inAdmin = admin || entry.file === ADMIN_LAYOUT;
    return [
      ...(hasAction ? [{ pattern, admin: inAdmin }] : []),
      ...routesWithActions(entry.children ?? [], pattern, inAdmin),
    ];
  });
}

/** The admin area's layout: its middleware guards every route beneath it. */
const ADMIN_LAYOUT = "routes/admin/layout.tsx";

/**
 * Signing out answers its redirect whatever was posted (it reads no form); these come last, so
 * the session and token the other posts carry stay valid.
 */
const SIGN_OUT = ["logout", "api/logout"];

/**
 * Sign-in steps that take a form only in a state this walk does not make (a pending second step,
 * a first password to replace): anyone else is sent to sign-in, whatever the body. Their
 * unreadable forms are refused by readFormBody like the others'.
 */
const SIGN_IN_STATE = ["login/two-factor", "change-password"];

const ADDRESSES = routesWithActions(routes).sort(
  (a, b) => Number(SIGN_OUT.includes(a.pattern)) - Number(SIGN_OUT.includes(b.pattern)),
);

const BROKEN_BODIES: [what: string, type: string | null, body: string | null][] = [
  ["no body at all", null, null],
  [
    "a multipart body without a boundary",
    "multipart/form-data",
    '------form\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n------form--\r\n',
  ],
  [
    "a truncated multipart body",
    "multipart/form-data; boundary=----form",
    '------form\r\nContent-Disposition: form-data; name="title"\r\n\r\nhalf a par',
  ],
];

let server: TestServer;
let session: BrowserSession;
let token: string;
/** What each route parameter stands for: items that exist, so the action reaches its form. */
const params: Record<string, string> = {
  token: "an-unknown-link",
  secret: "an-unknown-secret",
  section: "about",
};

beforeAll(async () => {
  // With mail, /forgot-password reads its form (without, it answers that it cannot send).
  server = await startServer({
    env: { SMTP_URL: "smtp://127.0.0.1:9", ENQUIRY_EMAIL_TO: "owner@example.com" },
  });
  session = await signInBrowser(server.baseURL);
  token = await apiToken(server.baseURL);
  const content = await ContentApi.signIn(server.baseURL);
  const project = await content.createProject({ title: "Unreadable forms house" });
  const blog = await content.createBlog({ title: "A post", content: "Text.", author: "Priya" });
  const gallery = await content.createGallery({
    title: "An album",
    images: [await photo("album")],
  });
  const update = await send(server.baseURL, "POST", `/api/projects/${project._id}/progress`, {
    token,
    body: multipart({ title: "Slab cast", stage: "structure", percent: "40" }),
  });
  expect(update.status).toBe(201);
  // A private project has a client link the editor can renew (its tracker route).
  const privateProject = await send(server.baseURL, "POST", "/api/create-project", {
    token,
    body: multipart({
      title: "A private house",
      category: "Residential",
      visibility: "private",
      coverImage: await photo("private"),
    }),
  });
  expect(privateProject.status).toBe(201);
  params.privateId = ((await privateProject.json()) as { project: { _id: string } }).project._id;
  params.id = project._id;
  params.fileName = String((gallery.images as string[])[0]);
  params.imageName = params.fileName;
  // The routes under one :id share it; a gallery's own routes get the gallery's.
  params.galleryId = gallery._id;
  params.blogId = blog._id;
  params.progressId = ((await update.json()) as { update: { _id: string } }).update._id;
});

afterAll(async () => {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

/** What an address needs besides its path to reach its form: a new update names its project. */
const QUERIES: Record<string, string> = {
  get "add-progress"() {
    return `?project=${params.id}`;
  },
};

/** The address with its parameters filled in: each item's own id for its own routes. */
function concrete(pattern: string) {
  // A private project's own screens (client link, payments, documents) need a private project.
  const id = /^edit-project\/:id\/(?:tracker|payments|documents|questions)/.test(pattern)
    ? params.privateId
    : pattern.includes("gallery")
      ? params.galleryId
      : pattern.includes("blog")
        ? params.blogId
        : pattern.includes("progress/:id") || pattern.startsWith("edit-progress")
          ? params.progressId
          : params.id;
  const filled = pattern
    .replace(/:(\w+)/g, (_, name: string) => (name === "id" ? id : params[name]))
    .replace(/\*$/, "anything");
  return `/${filled}${QUERIES[pattern] ?? ""}`;
}

/** Posts as the signed-in owner (an admin page, /api) or as a visitor (the public pages). */
function post({ pattern, admin }: Address, type: string | null, body: string | null) {
  const headers: Record<string, string> = { Origin: server.baseURL };
  if (pattern.startsWith("api/")) headers.Authorization = `Bearer ${token}`;
  if (admin) headers.Cookie = session.cookie;
  if (type) headers["Content-Type"] = type;
  return fetch(`${server.baseURL}${concrete(pattern)}`, {
    method: "POST",
    headers,
    body,
    redirect: "manual",
  });
}

const STACK_TRACE = /^\s+at |\w*Error: /m;

describe("every form that cannot be read", () => {
  it("finds the routes with an action, admin and public", () => {
    expect(ADDRESSES).toEqual(
      expect.arrayContaining([
        { pattern: "settings", admin: true },
        { pattern: "manage-projects/:id/delete", admin: true },
        { pattern: "contact", admin: false },
        { pattern: "ta/contact", admin: false },
      ]),
    );
  });

  for (const address of ADDRESSES) {
    const { pattern } = address;
    // A page reads its form and answers 400 with its message; an /api address first answers
    // what it answers to any POST (405 to one it does not take); signing out reads no form.
    const ownAnswer = [...SIGN_OUT, ...SIGN_IN_STATE].includes(pattern);
    const refusal = pattern.startsWith("api/") || ownAnswer ? "its answer" : "400";
    for (const [what, type, body] of BROKEN_BODIES) {
      it(`POST /${pattern} with ${what} answers ${refusal}, no stack trace`, async () => {
        const response = await post(address, type, body);
        const text = await response.text();
        if (refusal === "400") expect(response.status).toBe(400);
        else expect(response.status).toBeLessThan(500);
        // An admin page says so in its own words (the editors': "The form data could not be read.").
        if (address.admin) expect(text).toMatch(/could not be read/);
        expect(text).not.toMatch(STACK_TRACE);
      });
    }
  }

  it("leaves no error and no stack trace in the log", async () => {
    // Request lines leave in batches (docs/decisions/031-cheap-request-log.md).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const trouble = server
      .output()
      .split("\n")
      .filter((line) => /"level":(50|60)|^\s+at |Error:/.test(line));
    expect(trouble).toEqual([]);
  });
});
