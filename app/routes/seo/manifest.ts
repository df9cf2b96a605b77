/** /manifest.webmanifest: the company's name, colours and icons for home screens. */
import { getSiteConfig } from "~/config/site.server";

export function loader() {
  const site = getSiteConfig();
  const manifest = {
    name: site.name,
    short_name: site.name.split(" ").slice(0, 2).join(" "),
    description: site.tagline,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: site.colors.theme,
    background_color: site.colors.background,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      {
        src: "/icons/icon-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
