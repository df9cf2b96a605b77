/**
 * An editor's script that saves after the session ended is told so plainly (401 and where to
 * sign in), while a form posted without JavaScript still goes to the sign-in page
 * (docs/product/admin-forms.md#work-kept-on-the-device).
 */
import { describe, expect, it } from "vitest";
import { sessionCookie, signInForm } from "../../test/support/api";
import { useApiServer } from "../../test/support/api-server";

const api = useApiServer({ seed: true, signIn: false });

function save(path: string, init: { cookie?: string; json: boolean }) {
  const headers: Record<string, string> = { Origin: api.baseURL };
  if (init.json) headers.Accept = "application/json";
  if (init.cookie) headers.Cookie = init.cookie;
  const body = new FormData();
  body.set("title", "Kept through a sign-out");
  return fetch(api.baseURL + path, { method: "POST", headers, body, redirect: "manual" });
}

describe("a save without a live session", () => {
  it("is answered 401 with where to sign in when a script asks for JSON", async () => {
    const response = await save("/edit-blog/12?tab=text", { json: true });
    expect(response.status).toBe(401);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const answer = (await response.json()) as { message: string; signIn: string };
    expect(answer.message).toMatch(/signed out/i);
    expect(answer.signIn).toBe(
      `/login?${new URLSearchParams({ redirectTo: "/edit-blog/12?tab=text" })}`,
    );
  });

  it("still redirects a form posted without JavaScript to sign-in", async () => {
    const response = await save("/addblogs", { json: false });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/login?${new URLSearchParams({ redirectTo: "/addblogs" })}`,
    );
  });

  it("is answered 401 once the session was ended by signing out", async () => {
    const cookie = sessionCookie(await signInForm(api.baseURL));
    const refused = await save("/addblogs", { cookie, json: true });
    // Signed in: the save reaches the action, which refuses the incomplete post by field.
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { reply: { error?: object } }).reply.error).toBeTruthy();

    const signOut = await fetch(`${api.baseURL}/logout`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: api.baseURL },
      redirect: "manual",
    });
    expect(signOut.status).toBe(302);
    const afterSignOut = await save("/addblogs", { cookie, json: true });
    expect(afterSignOut.status).toBe(401);
  });
});
