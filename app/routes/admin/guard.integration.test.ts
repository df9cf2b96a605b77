/**
 * The admin layout's middleware guards every route beneath it. The routes are read from
 * app/routes.ts, so a route added under the layout is checked here without anyone writing a
 * guard or a test for it.
 */
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { sessionCookie, signInForm } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";

type RouteEntry = { file: string; path?: string; children?: RouteEntry[] };

/** Every URL under the admin layout, with a made-up value for each parameter. */
function adminPaths(): string[] {
  const layout = (routes as RouteEntry[]).find((entry) => entry.file === "routes/admin/layout.tsx");
  const paths: string[] = [];
  const walk = (entries: RouteEntry[], prefix: string) => {
    for (const entry of entries) {
      const path = [prefix, entry.path ?? ""].filter(Boolean).join("/");
      if (entry.children) walk(entry.children, path);
      else paths.push(`/${path.replace(/:\w+/g, "guard-test")}`);
    }
  };
  walk(layout?.children ?? [], "");
  return paths;
}

const api = useApiServer({ seed: true, signIn: false });

const signInPage = (path: string) => `/login?${new URLSearchParams({ redirectTo: path })}`;

describe("every route under the admin layout", () => {
  const paths = adminPaths();

  it("is found in app/routes.ts", () => {
    expect(paths).toContain("/dashboard");
    expect(paths).toContain("/edit-project/guard-test");
    expect(paths.length).toBeGreaterThanOrEqual(14);
  });

  it("sends an anonymous page load to sign-in", async () => {
    for (const path of paths) {
      const response = await fetch(api.baseURL + path, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe(signInPage(path));
    }
  });

  it("refuses an anonymous form post with a redirect to sign-in", async () => {
    for (const path of paths) {
      const response = await fetch(api.baseURL + path, {
        method: "POST",
        body: new URLSearchParams({ confirmed: "yes", title: "Guard test" }),
        redirect: "manual",
      });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe(signInPage(path));
    }
  });

  it("opens for a signed-in administrator", async () => {
    const signIn = await signInForm(api.baseURL);
    expect(signIn.status).toBe(302);
    const cookie = sessionCookie(signIn);
    for (const path of ["/dashboard", "/manage-projects", "/addprojects"]) {
      const response = await fetch(api.baseURL + path, {
        headers: { Cookie: cookie },
        redirect: "manual",
      });
      expect(response.status, path).toBe(200);
      // The admin menu's copyright line carries this year, not a year written into the code.
      expect(await response.text(), path).toContain(
        `© ${new Date().getFullYear()} Sri Lakshmi Builders`,
      );
    }
  });
});
