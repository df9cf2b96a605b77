import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { answerUploadsWithJson } from "./form-response.server";
import { flashMiddleware, readFlash, redirectWithFlash, savedFlash } from "./flash.server";

type Args = Parameters<typeof flashMiddleware>[0];

function args(request: Request, context: RouterContextProvider) {
  return { request, context, params: {}, url: new URL(request.url) } as unknown as Args;
}

/** The cookie pair ("__flash=…") a response sets, as a browser would send it back. */
function cookieOf(response: Response) {
  const header = response.headers.getSetCookie().find((value) => value.startsWith("__flash="));
  return header?.split(";")[0] ?? "";
}

async function show(cookie: string) {
  const context = new RouterContextProvider();
  const request = new Request("http://localhost/manage-projects", { headers: { Cookie: cookie } });
  const response = (await flashMiddleware(
    args(request, context),
    async () => new Response("page"),
  )) as Response;
  return { flash: readFlash(context), response };
}

describe("flash messages", () => {
  it("carry a save's message and link to the next page, once", async () => {
    const flash = savedFlash("project", "created", { title: "Casuarina Villa", slug: "casuarina" });
    const saved = await redirectWithFlash("/manage-projects", flash);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);

    const shown = await show(cookieOf(saved));
    expect(shown.flash).toEqual({
      message: "Project “Casuarina Villa” created.",
      link: { to: "/projects/casuarina", label: "View on site" },
    });
    // The page that shows it clears it.
    expect(shown.response.headers.get("Set-Cookie")).toMatch(/^__flash=;.*Max-Age=0/i);
  });

  it("link a draft or scheduled item to its preview, not to a page visitors cannot open", () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    for (const publishedAt of [null, later]) {
      expect(
        savedFlash("blog", "saved", { title: "Notes", slug: "notes", publishedAt }).link,
      ).toEqual({ to: "/blog/notes?preview", label: "Preview" });
    }
    const live = { title: "Notes", slug: "notes", publishedAt: "2026-01-01T00:00:00.000Z" };
    expect(savedFlash("blog", "saved", live).link).toEqual({
      to: "/blog/notes",
      label: "View on site",
    });
  });

  it("ignore a cookie that was not signed by the server", async () => {
    const forged = `__flash=${Buffer.from(JSON.stringify({ message: "Pay here" })).toString("base64")}`;
    const shown = await show(forged);
    expect(shown.flash).toBeNull();
  });

  it("reach the browser when an upload request gets JSON instead of the redirect", async () => {
    const saved = await redirectWithFlash("/manage-blogs", { message: "Post “Tiles” created." });
    const request = new Request("http://localhost/addblogs", {
      method: "POST",
      headers: { Accept: "application/json" },
    });
    const answer = (await answerUploadsWithJson(
      args(request, new RouterContextProvider()) as never,
      async () => saved,
    )) as Response;
    expect(await answer.json()).toEqual({ redirectTo: "/manage-blogs" });
    expect((await show(cookieOf(answer))).flash?.message).toBe("Post “Tiles” created.");
  });

  it("leave pages without a waiting message untouched", async () => {
    const shown = await show("");
    expect(shown.flash).toBeNull();
    expect(shown.response.headers.get("Set-Cookie")).toBeNull();
  });
});
