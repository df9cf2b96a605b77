/**
 * The owner writes Tamil (docs/decisions/051-tamil-texts-in-the-editors.md), on a phone: a post
 * gets a Tamil title and body in the editor's தமிழ் tab, which History names and Restore takes
 * back; Tamil typed and lost to a reload is offered back; a refused Tamil field opens its tab;
 * a site section saves a Tamil headline.
 */
import { expect, test } from "./fixtures";
import { uniqueTitle } from "../test/support/admin-forms";
import { ContentApi } from "../test/support/content";

test.use({ viewport: { width: 390, height: 844 } });

const TAMIL_TITLE = "மழைக்கு முன் மொட்டை மாடி வேலை";
const TAMIL_BODY = "மழை தொடங்கும் முன் **நீர்க்கசிவுத் தடுப்பு** பூச்சு போடுங்கள்.";

test.beforeEach(async ({ signIn, page }) => {
  await signIn();
  // Reloading an edited form asks first (docs/product/admin-forms.md#admin-feedback): the journeys
  // leave.
  page.on("dialog", (dialog) => void dialog.accept());
});

async function createPost(baseURL: string, title: string) {
  const api = await ContentApi.signIn(baseURL);
  const created = (await api.createBlog({
    title,
    content: "Waterproof the terrace before the monsoon.",
    author: "Site Engineer",
  })) as unknown as { _id: string };
  return created._id;
}

test("a post gets a Tamil title and body, History names them and Restore takes them back", async ({
  page,
  baseURL,
}) => {
  const id = await createPost(baseURL!, uniqueTitle("Terrace work"));
  await page.goto(`/edit-blog/${id}`);
  const tabs = page.getByRole("tablist", { name: "Post text: language" });
  await tabs.getByRole("tab", { name: "தமிழ்" }).click();
  await expect(tabs.getByRole("tab", { name: "தமிழ்" })).toHaveAttribute("aria-selected", "true");
  const title = page.getByLabel("தலைப்பு");
  const body = page.getByLabel("உள்ளடக்கம்");
  await expect(title).toHaveAttribute("lang", "ta");
  await expect(body).toHaveAttribute("lang", "ta");
  // The English fields wait in their own tab.
  await expect(page.getByLabel(/^Title/)).toBeHidden();
  await title.fill(TAMIL_TITLE);
  await body.fill(TAMIL_BODY);
  await page.screenshot({ path: "/tmp/tamil-post-editor-390.png", fullPage: true });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("flash")).toContainText("saved");

  await page.goto(`/edit-blog/${id}`);
  await page.getByRole("tab", { name: "தமிழ்" }).first().click();
  await expect(page.getByLabel("தலைப்பு")).toHaveValue(TAMIL_TITLE);
  await expect(page.getByLabel("உள்ளடக்கம்")).toHaveValue(TAMIL_BODY);
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem").first()).toContainText(
    "Changed: Tamil title, Tamil content",
  );

  await history
    .getByRole("button", { name: /^Restore the version of/ })
    .last()
    .click();
  await expect(page.getByTestId("flash")).toContainText("is now the current one");
  await page.getByRole("tab", { name: "தமிழ்" }).first().click();
  await expect(page.getByLabel("தலைப்பு")).toHaveValue("");
  const saved = (await (await page.request.get(`/api/blogs/${id}`)).json()) as { ta?: unknown };
  expect(saved.ta).toBeUndefined();
});

test("Tamil typed before a reload is offered back", async ({ page, baseURL }) => {
  const id = await createPost(baseURL!, uniqueTitle("Curing the slab"));
  const path = `/edit-blog/${id}`;
  await page.goto(path);
  await page.getByRole("tab", { name: "தமிழ்" }).first().click();
  await page.getByLabel("தலைப்பு").fill(TAMIL_TITLE);
  await expect
    .poll(() => page.evaluate((key) => window.localStorage.getItem(key), `kept-work:${path}`))
    .toContain(TAMIL_TITLE);

  await page.reload();
  await page.getByRole("button", { name: "Restore", exact: true }).click();
  await page.getByRole("tab", { name: "தமிழ்" }).first().click();
  await expect(page.getByLabel("தலைப்பு")).toHaveValue(TAMIL_TITLE);
});

test("a refused Tamil field opens its tab and takes the focus", async ({ page, baseURL }) => {
  const id = await createPost(baseURL!, uniqueTitle("Sand for plaster"));
  await page.goto(`/edit-blog/${id}`);
  // Longer than the field takes, as a paste from another app may be before the browser trims it.
  await page.getByLabel("தலைப்பு").evaluate((input: HTMLInputElement) => {
    input.removeAttribute("maxlength");
    input.value = "அ".repeat(151);
  });
  await expect(page.getByLabel("தலைப்பு")).toBeHidden();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("tab", { name: /^தமிழ்/ }).first()).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByLabel("தலைப்பு")).toBeFocused();
  await expect(page.getByText("Title in Tamil must be at most 150 characters")).toBeVisible();
});

test("a site section saves a Tamil headline", async ({ page }) => {
  await page.goto("/site-content/home");
  const headline = page.getByLabel("முதன்மை வரி");
  await expect(headline).toHaveAttribute("lang", "ta");
  await headline.fill("உறுதியான வீடு, சொன்ன நேரத்தில்");
  await page.screenshot({ path: "/tmp/tamil-section-editor-390.png", fullPage: true });
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByText("Home page saved. The site shows it now.")).toBeVisible();
  await expect(page.getByLabel("முதன்மை வரி")).toHaveValue("உறுதியான வீடு, சொன்ன நேரத்தில்");
  const site = (await (await page.request.get("/api/site")).json()) as {
    sections: { home: { ta?: { headline?: string } } };
  };
  expect(site.sections.home.ta?.headline).toBe("உறுதியான வீடு, சொன்ன நேரத்தில்");
});

type Project = { _id: string; title: string };

test("a demo project opens with its Tamil texts in the தமிழ் tab, at 390 and 1280 px", async ({
  page,
  baseURL,
}) => {
  const listed = (await (await fetch(`${baseURL}/api/projects`)).json()) as
    Project[] | { projects: Project[] };
  const projects = Array.isArray(listed) ? listed : listed.projects;
  const villa = projects.find((project) => project.title === "Casuarina Villa")!;
  await page.goto(`/edit-project/${villa._id}`);
  await page.getByRole("tab", { name: "தமிழ்" }).first().click();
  await expect(page.getByLabel("தலைப்பு")).toHaveValue("கசுவரினா வில்லா");
  await expect(page.getByLabel("இடம்")).toHaveValue("ஈசிஆர், இஞ்சம்பாக்கம், சென்னை");
  await expect(page.getByLabel("மாற்று உரை (தமிழ்)").first()).toHaveAttribute("lang", "ta");
  await page.screenshot({ path: "/tmp/tamil-project-editor-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByLabel("விவரம்")).toBeVisible();
  await page.screenshot({ path: "/tmp/tamil-project-editor-1280.png", fullPage: true });
  await page.goto("/site-content/about");
  await expect(page.getByLabel("கதையின் தலைப்பு")).toHaveValue(/^அடையாறில்/);
  await page.screenshot({ path: "/tmp/tamil-section-editor-1280.png", fullPage: true });
});
