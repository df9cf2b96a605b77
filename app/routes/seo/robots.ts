/** /robots.txt: keeps crawlers out of the admin area and the API, and names the sitemap. */
import { getEnv } from "~/utils/env.server";

export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /dashboard",
    "Disallow: /manage-",
    "Disallow: /add",
    "Disallow: /edit-",
    "Disallow: /login",
    "Disallow: /api/",
    "",
    `Sitemap: ${getEnv().SITE_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
