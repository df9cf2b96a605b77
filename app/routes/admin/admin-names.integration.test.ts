/**
 * "Your name" on the Account screen (docs/product/admin.md#account), as a browser without
 * JavaScript posts it: optional, shown in the sidebar and the administrators list, and the Author a
 * new blog post starts with (the company's name while there is none); the API's author stays
 * required.
 */
import { parse } from "node-html-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { json } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";
import { signInBrowser, type BrowserSession } from "../../../test/support/browser-session";
import { ADMIN_EMAIL } from "../../../test/support/server";

const api = useApiServer();
let owner: BrowserSession;

beforeAll(async () => {
  owner = await signInBrowser(api.baseURL);
});

async function pageOf(path: string) {
  const response = await owner.get(path);
  expect(response.status, path).toBe(200);
  return parse(await response.text());
}

/** The Author field of the new blog post form. */
async function newPostAuthor() {
  const page = await pageOf("/addblogs");
  return page.querySelector('input[name="author"]')!.getAttribute("value") ?? "";
}

describe("an administrator's name", () => {
  it("is none at first: a new post's Author starts with the company's name", async () => {
    const account = await pageOf("/account");
    expect(account.querySelector('input[name="name"]')!.getAttribute("value") ?? "").toBe("");
    expect(await newPostAuthor()).toBe("Sri Lakshmi Builders");
  });

  it("is typed on the Account screen and shows in the admin and as a new post's Author", async () => {
    const saved = await owner.post("/account", { intent: "change-name", name: "  Lakshmi R  " });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/account?done=name");

    const account = await pageOf("/account?done=name");
    expect(account.text).toContain("Your name was saved.");
    expect(account.querySelector('input[name="name"]')!.getAttribute("value")).toBe("Lakshmi R");
    expect(account.querySelector("[data-signed-in-name]")!.text.trim()).toBe("Lakshmi R");

    const admins = await pageOf("/administrators");
    const me = admins.querySelector(`li[aria-label="${ADMIN_EMAIL}"]`)!;
    expect(me.text).toContain(`Lakshmi R · ${ADMIN_EMAIL}`);

    expect(await newPostAuthor()).toBe("Lakshmi R");
  });

  it("refuses a name longer than 100 characters, beside the field", async () => {
    const refused = await owner.post("/account", { intent: "change-name", name: "x".repeat(101) });
    expect(refused.status).toBe(400);
    const page = parse(await refused.text());
    const input = page.querySelector('input[name="name"]')!;
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(page.text).toContain("Your name must be at most 100 characters");
  });

  it("can be removed: the sidebar says Administrator again", async () => {
    const saved = await owner.post("/account", { intent: "change-name", name: "" });
    expect(saved.status).toBe(302);
    const account = await pageOf("/account");
    expect(account.querySelector("[data-signed-in-name]")!.text.trim()).toBe("Administrator");
    expect(await newPostAuthor()).toBe("Sri Lakshmi Builders");
  });

  it("leaves the API as it was: a post sent without an author is refused", async () => {
    const response = await api.send("POST", "/api/add-blog", {
      token: api.token,
      body: new URLSearchParams({ title: "No author", content: "Text" }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ message: "Author is required" });
  });
});
