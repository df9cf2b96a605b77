/**
 * The admin's photo previews on a phone (docs/product/admin-forms.md#photos-on-a-phone): an editor
 * with saved photos names only the small copies of each photo, never the camera-sized original.
 */
import { parse } from "node-html-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { json } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";
import { signInBrowser, type BrowserSession } from "../../../test/support/browser-session";

const api = useApiServer({ seed: true });
let owner: BrowserSession;

beforeAll(async () => {
  owner = await signInBrowser(api.baseURL);
});

/** Every photo file an <img> may load: its src and each candidate of its srcset (share cards aside). */
function imageFiles(html: string): string[] {
  return parse(html)
    .querySelectorAll("main img")
    .flatMap((image) => [
      image.getAttribute("src") ?? "",
      ...(image.getAttribute("srcset") ?? "").split(",").map((part) => part.trim().split(" ")[0]),
    ])
    .filter((url) => url.startsWith("/uploads/") && !url.startsWith("/uploads/share-"));
}

describe("admin photo previews", () => {
  it("an edit form and the lists load the 320 and 640 px copies only", async () => {
    const { projects } = await json<{ projects: { _id: string }[] }>(
      await api.send("GET", "/api/projects"),
    );
    for (const path of [
      `/edit-project/${projects[0]._id}`,
      "/manage-projects",
      "/manage-gallery",
    ]) {
      const files = imageFiles(await (await owner.get(path)).text());
      expect(files.length, path).toBeGreaterThan(0);
      for (const file of files) expect(file, path).toMatch(/\.w(?:320|640)\.webp$/);
    }
  });
});
