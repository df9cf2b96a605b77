/**
 * The audit log against the built server (docs/product/admin.md#activity): each kind of event
 * appears on /activity with who, what, the item (a link while it exists), the address and the
 * device; failed sign-ins are kept for accounts that exist only; the page pages and filters,
 * cannot be posted to, and is refused to anyone not signed in.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { image, json, multipart, signInApi } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";
import {
  formPost,
  signInBrowser,
  type BrowserSession,
} from "../../../test/support/browser-session";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../../../test/support/server";

const FIREFOX_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const NEW_PASSWORD = "laterite-stairs-93";
const ENGINEER = "engineer@example.com";

const api = useApiServer({ signIn: false });
let owner: BrowserSession;
let token: string;

/** The rows of an /activity page as the text a reader sees, newest first. */
async function activityRows(session: BrowserSession, query = "") {
  const response = await session.get(`/activity${query}`);
  expect(response.status).toBe(200);
  // React separates neighbouring text with empty comments; a reader never sees them.
  const html = (await response.text()).replace(/<!--.*?-->/g, "");
  const list = html.slice(html.indexOf('aria-label="Activity"'), html.indexOf("</ol>"));
  const rows = list
    .split("<li")
    .slice(1)
    .map((row) => ({
      html: row,
      text: row
        .replace(/<!--.*?-->/g, "")
        .replace(/<[^>]*>/g, " ")
        .replace(/&amp;/g, "&")
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/\s+/g, " ")
        .trim(),
    }));
  return { html, rows };
}

function rowWith(rows: { text: string; html: string }[], ...parts: string[]) {
  return rows.find((row) => parts.every((part) => row.text.includes(part)));
}

beforeAll(async () => {
  owner = await signInBrowser(api.baseURL, { userAgent: FIREFOX_WINDOWS });
  const login = await signInApi(api.baseURL, undefined, { "User-Agent": "curl/8.5.0" });
  token = (await json<{ token: string }>(login)).token;
});

describe("the audit log", () => {
  let projectId = "";
  let blogId = "";
  let rows: { text: string; html: string }[] = [];

  beforeAll(async () => {
    const auth = { token, headers: { "User-Agent": "curl/8.5.0" } };
    // Failed sign-ins: one for the owner's account through a proxy, one for no account at all.
    await signInApi(
      api.baseURL,
      { email: ADMIN_EMAIL, password: "not-the-password" },
      { "X-Forwarded-For": "203.0.113.9" },
    );
    await signInApi(api.baseURL, { email: "nobody@example.com", password: "guess-1234" });

    const project = await api.send("POST", "/api/create-project", {
      ...auth,
      body: multipart({ title: "Audit Villa", coverImage: await image() }),
    });
    projectId = (await json<{ project: { _id: string } }>(project)).project._id;

    const blog = await api.send("POST", "/api/add-blog", {
      ...auth,
      body: multipart({
        title: "Audit Notes",
        content: "Words.",
        author: "Priya",
        status: "draft",
      }),
    });
    blogId = (await json<{ blog: { _id: string } }>(blog)).blog._id;
    const fields = { title: "Audit Notes", content: "Words.", author: "Priya" };
    const put = (extra: Record<string, string>) =>
      api.send("PUT", `/api/blogs/${blogId}`, {
        ...auth,
        body: multipart({ ...fields, ...extra }),
      });
    expect((await put({ status: "published" })).status).toBe(200);
    expect((await put({ status: "draft" })).status).toBe(200);
    expect((await put({ status: "scheduled", publishAt: "2099-12-05T10:00" })).status).toBe(200);
    expect((await api.send("DELETE", `/api/blogs/${blogId}`, auth)).status).toBe(200);

    const gallery = await api.send("POST", "/api/gallery-upload", {
      ...auth,
      body: multipart({
        title: "Audit Album",
        gallery: [await image("a.jpg"), await image("b.jpg")],
      }),
    });
    const album = (await json<{ gallery: { _id: string; images: string[] } }>(gallery)).gallery;
    const photo = album.images[1];
    expect(
      (await api.send("DELETE", `/api/gallery/${album._id}/image/${photo}`, auth)).status,
    ).toBe(200);
    // The admin's own delete page (the admin guard's administrator and the browser's device).
    const deleted = await owner.post(`/manage-gallery/${album._id}/delete`, { confirmed: "yes" });
    expect(deleted.status).toBe(302);

    const enquiry = await formPost(
      api.baseURL,
      "/contact/send",
      {
        name: "Priya Raman",
        email: "priya@example.com",
        phone: "+91 98765 43210",
        service: "New Building Construction",
        message: "Two-storey house in Velachery.",
        page: "/contact",
      },
      { "X-Forwarded-For": "198.51.100.20" },
    );
    expect(enquiry.status, await enquiry.clone().text()).toBe(200);
    const enquiries = await (await owner.get("/enquiries")).text();
    const enquiryId = /\/enquiries\/([\w-]+)\/delete/.exec(enquiries)![1];
    expect((await owner.post(`/enquiries/${enquiryId}/delete`, { confirmed: "yes" })).status).toBe(
      302,
    );

    const added = await owner.post("/administrators", {
      email: ENGINEER,
      password: "temporary-site-7",
      currentPassword: ADMIN_PASSWORD,
    });
    expect(added.headers.get("Location")).toBe("/administrators?done=added");
    const adminsPage = await (await owner.get("/administrators")).text();
    const engineerId = new RegExp(`name="adminId" value="([\\w-]+)"`, "g");
    const ids = [...adminsPage.matchAll(engineerId)].map((match) => match[1]);
    const removed = await owner.post("/administrators", {
      intent: "remove",
      adminId: ids[1],
      confirmed: "yes",
      currentPassword: ADMIN_PASSWORD,
    });
    expect(removed.headers.get("Location")).toBe("/administrators?done=removed");

    // A second browser, ended from the Account screen.
    const phone = await signInBrowser(api.baseURL, { userAgent: CHROME_ANDROID });
    const account = await (await owner.get("/account")).text();
    const sessionIds = [...account.matchAll(/name="sessionId" value="([\w-]+)"/g)].map((m) => m[1]);
    expect(sessionIds.length).toBe(3);
    // Newest first: the phone signed in last.
    expect(
      (await owner.post("/account", { intent: "end-session", sessionId: sessionIds[0] })).status,
    ).toBe(302);
    expect((await phone.get("/dashboard")).status).toBe(302);

    expect((await api.send("POST", "/api/logout", auth)).status).toBe(200);
    const changed = await owner.post("/account", {
      currentPassword: ADMIN_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.headers.get("Location")).toBe("/account?done=password");
    expect((await owner.post("/logout", {})).status).toBe(302);
    owner = await signInBrowser(api.baseURL, {
      password: NEW_PASSWORD,
      userAgent: FIREFOX_WINDOWS,
    });

    rows = [...(await activityRows(owner)).rows, ...(await activityRows(owner, "?page=2")).rows];
  });

  it("keeps sign-ins with the device and address, and failed ones for accounts that exist", () => {
    expect(
      rowWith(rows, "Signed in", `By ${ADMIN_EMAIL}`, "Firefox on Windows", "127.0.0.1"),
    ).toBeTruthy();
    expect(rowWith(rows, "Signed in", "API token", "curl")).toBeTruthy();
    expect(
      rowWith(
        rows,
        "Failed sign-in: Administrator",
        ADMIN_EMAIL,
        "By someone not signed in",
        "203.0.113.9",
      ),
    ).toBeTruthy();
    expect(rows.map((row) => row.text).join("\n")).not.toContain("nobody@example.com");
    expect(rowWith(rows, "Signed out", "Firefox on Windows")).toBeTruthy();
    expect(rowWith(rows, "Signed out", "API token", "curl")).toBeTruthy();
    expect(
      rowWith(rows, "Ended a session", "Browser: Chrome on Android", `By ${ADMIN_EMAIL}`),
    ).toBeTruthy();
  });

  it("keeps every create, save, publish change and delete, linking items that still exist", () => {
    const created = rowWith(rows, "Created: Project Audit Villa", "curl");
    expect(created?.html).toContain(`href="/edit-project/${projectId}"`);
    expect(rowWith(rows, "Published: Project Audit Villa")).toBeTruthy();
    expect(rowWith(rows, "Created: Blog post Audit Notes")).toBeTruthy();
    expect(rowWith(rows, "Published: Blog post Audit Notes")).toBeTruthy();
    expect(rowWith(rows, "Made a draft: Blog post Audit Notes")).toBeTruthy();
    expect(
      rowWith(rows, "Scheduled: Blog post Audit Notes", "for 5 Dec 2099, 10:00 am IST"),
    ).toBeTruthy();
    const saves = rows.filter((row) => row.text.includes("Saved: Blog post Audit Notes"));
    expect(saves).toHaveLength(3);
    const deletedPost = rowWith(rows, "Deleted: Blog post Audit Notes");
    expect(deletedPost).toBeTruthy();
    // Gone: named, not linked.
    expect(deletedPost?.html).not.toContain(`/edit-blog/${blogId}`);
    expect(rowWith(rows, "Deleted a photo: Gallery Audit Album", ".webp")).toBeTruthy();
    expect(
      rowWith(rows, "Deleted: Gallery Audit Album", "Firefox on Windows", `By ${ADMIN_EMAIL}`),
    ).toBeTruthy();
    expect(rowWith(rows, "Deleted: Enquiry New Building Construction, received")).toBeTruthy();
    // The sender's own details are not copied into the log.
    expect(rows.map((row) => row.text).join("\n")).not.toContain("Priya Raman");
  });

  it("keeps administrator and password changes", () => {
    expect(rowWith(rows, "Added an administrator: Administrator", ENGINEER)).toBeTruthy();
    expect(rowWith(rows, "Removed an administrator: Administrator", ENGINEER)).toBeTruthy();
    expect(rowWith(rows, "Changed their password", `By ${ADMIN_EMAIL}`)).toBeTruthy();
  });

  it("lists newest first, 20 to a page, and filters by kind", async () => {
    const first = await activityRows(owner);
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0].text).toContain("Signed in");
    expect(first.html).toContain("Page 1 of 2");
    expect(first.html).toMatch(
      /<time dateTime="[^"]+">\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m<\/time>/,
    );

    const signIns = await activityRows(owner, "?kind=sign-ins");
    expect(signIns.rows.length).toBeGreaterThan(3);
    expect(
      signIns.rows.every((row) =>
        /Signed in|Failed sign-in|Signed out|Ended a session/.test(row.text),
      ),
    ).toBe(true);
    const content = await activityRows(owner, "?kind=content");
    expect(content.rows.some((row) => row.text.includes("Created: Project Audit Villa"))).toBe(
      true,
    );
    expect(content.rows.some((row) => row.text.includes("Signed in"))).toBe(false);
    const accounts = await activityRows(owner, "?kind=accounts");
    expect(accounts.rows.map((row) => row.text.split(" By ")[0])).toEqual([
      expect.stringContaining("Changed their password"),
      expect.stringContaining("Removed an administrator"),
      expect.stringContaining("Added an administrator"),
    ]);
    // A page past the end goes to the last one.
    const past = await owner.get("/activity?kind=accounts&page=9");
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toBe("/activity?kind=accounts");
  });

  it("cannot be changed from the admin, and is refused to anyone not signed in", async () => {
    const before = (await activityRows(owner)).rows.map((row) => row.text);
    const post = await owner.post("/activity", { intent: "delete" });
    expect(post.status).toBe(405);
    expect((await activityRows(owner)).rows.map((row) => row.text)).toEqual(before);

    const anonymous = await fetch(`${api.baseURL}/activity`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/login?redirectTo=%2Factivity");
  });
});
