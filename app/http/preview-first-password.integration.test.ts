/**
 * A draft's preview (?preview on its public page, and the page's `.data`)
 * is for a fully signed-in administrator only: one who still has to replace
 * a first password set by someone else gets the page's 404, as every admin
 * page sends them to /change-password first. Against the production build.
 */
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { json, multipart } from "../../test/support/api";
import { useApiServer } from "../../test/support/api-server";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../../test/support/server";
import { ContentApi } from "../../test/support/content";

const api = useApiServer();
let cookie: string;
let draftPath: string;

function setFirstPassword(mustChange: boolean) {
  const db = new Database(api.server.databasePath);
  try {
    db.prepare("update administrators set must_change_password = ? where email = ?").run(
      mustChange ? 1 : 0,
      ADMIN_EMAIL,
    );
  } finally {
    db.close();
  }
}

function visit(pathname: string) {
  return fetch(`${api.baseURL}${pathname}`, { headers: { Cookie: cookie }, redirect: "manual" });
}

beforeAll(async () => {
  const signIn = await fetch(`${api.baseURL}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: api.baseURL, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, redirectTo: "/" }),
  });
  expect(signIn.status).toBe(302);
  cookie = signIn.headers.get("Set-Cookie")!.split(";")[0];
  const content = await ContentApi.signIn(api.baseURL);
  const { _id } = await content.createProject({ title: "Preview Draft Villa" });
  const drafted = await api.send("PUT", `/api/projects/${_id}`, {
    token: api.token,
    body: multipart({ title: "Preview Draft Villa", category: "Residential", status: "draft" }),
  });
  expect(drafted.status).toBe(200);
  const { project } = await json<{ project: { slug: string } }>(drafted);
  draftPath = `/projects/${project.slug}`;
});

describe("draft previews", () => {
  it("show the draft to the fully signed-in owner", async () => {
    const page = await visit(`${draftPath}?preview`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Preview Draft Villa");
    expect((await visit(`${draftPath}.data?preview`)).status).toBe(200);
  });

  it("give an administrator who must still replace a first password the 404, page and data", async () => {
    setFirstPassword(true);
    try {
      const page = await visit(`${draftPath}?preview`);
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain("Preview Draft Villa");
      const data = await visit(`${draftPath}.data?preview`);
      expect(data.status).toBe(404);
      expect(await data.text()).not.toContain("Preview Draft Villa");
      // The admin area sends them to replace it, as before.
      const dashboard = await visit("/dashboard");
      expect(dashboard.status).toBe(302);
      expect(dashboard.headers.get("Location")).toBe("/change-password");
    } finally {
      setFirstPassword(false);
    }
  });
});
