import type { Page } from "@playwright/test";
import { apiCounts, createBlog, createGallery, createProject } from "../test/support/content";
import { ADMIN_EMAIL, startServer } from "../test/support/server";
import { expect, test } from "./fixtures";

const KINDS = [
  {
    name: "project",
    list: "/manage-projects",
    heading: "Manage Projects",
    create: createProject,
    api: "/api/projects",
    question: "Are you sure you want to delete this project?",
    failure: "Failed to delete project. Please try again.",
  },
  {
    name: "blog post",
    list: "/manage-blogs",
    heading: "Manage Blogs",
    create: createBlog,
    api: "/api/blogs",
    question: "Are you sure you want to delete this blog post?",
    failure: "Failed to delete blog post. Please try again.",
  },
  {
    name: "gallery item",
    list: "/manage-gallery",
    heading: "Manage Gallery",
    create: createGallery,
    api: "/api/galleries",
    question: "Are you sure you want to delete this gallery item?",
    failure: "Failed to delete gallery item. Please try again.",
  },
] as const;

async function hasNoHorizontalScroll(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
}

test.describe("dashboard", () => {
  test("shows the badge, counts that match the content and the recent activity", async ({
    page,
    signIn,
    request,
  }) => {
    await signIn();
    await expect(page).toHaveTitle("Dashboard | Sri Lakshmi Builders");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByText("Admin Access")).toBeVisible();

    const counts = await apiCounts(request);
    expect(counts.projects).toBeGreaterThan(0);
    await expect(page.getByRole("region", { name: "Total Projects" })).toContainText(
      String(counts.projects),
    );
    await expect(page.getByRole("region", { name: "Total Images" })).toContainText(
      String(counts.images),
    );
    await expect(page.getByRole("region", { name: "Blog Posts" })).toContainText(
      String(counts.blogs),
    );
    await expect(page.getByRole("link", { name: "Add New Project" })).toHaveAttribute(
      "href",
      "/addprojects",
    );
    await expect(page.getByRole("link", { name: "Manage Gallery" })).toHaveAttribute(
      "href",
      "/manage-gallery",
    );

    // A new project becomes the latest activity, "Just now".
    await createProject(request, "Kilpauk Row Houses");
    await page.reload();
    const activity = page.getByRole("region", { name: "Recent Activity" }).getByRole("listitem");
    // The newest of each kind: project, post, album and progress update.
    await expect(activity).toHaveCount(4);
    await expect(activity.filter({ hasText: "New progress update" })).toHaveCount(1);
    await expect(activity.first()).toContainText("Kilpauk Row Houses");
    await expect(activity.first()).toContainText("Just now");
    await expect(page.getByRole("region", { name: "Total Projects" })).toContainText(
      String(counts.projects + 1),
    );
  });

  test("the layout names the administrator and highlights the current page", async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn();
    const sidebar = page.getByRole("complementary");
    await expect(sidebar.getByText("Content Management")).toBeVisible();
    await expect(sidebar.getByText("Create New")).toBeVisible();
    await expect(sidebar.getByText("Administrator", { exact: true })).toBeVisible();
    await expect(sidebar.getByText(ADMIN_EMAIL)).toBeVisible();
    await expect(sidebar.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    expect(await sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBe(256);
    await expect(sidebar.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await sidebar.getByRole("link", { name: "Gallery", exact: true }).click();
    await expect(page).toHaveURL(/\/manage-gallery$/);
    await expect(sidebar.getByRole("link", { name: "Gallery", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(sidebar.getByRole("link", { name: "Dashboard", exact: true })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const [name, href] of [
      ["Add Project", "/addprojects"],
      ["Add Gallery", "/addgallery"],
      ["Add Blog", "/addblogs"],
    ]) {
      await expect(sidebar.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();
  });
});

test.describe("manage lists", () => {
  test("each list shows its total, the add button and edit and delete per item", async ({
    page,
    signIn,
    request,
  }) => {
    await signIn();
    const counts = await apiCounts(request);
    await page.goto("/manage-projects");
    await expect(page).toHaveTitle("Manage Projects | Sri Lakshmi Builders");
    await expect(page.getByText(`Total: ${counts.projects} projects`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Add New Project" })).toHaveAttribute(
      "href",
      "/addprojects",
    );
    const project = (
      (await (await request.get("/api/projects")).json()) as {
        projects: { _id: string; title: string; description: string }[];
      }
    ).projects[0];
    await expect(page.getByRole("link", { name: `Edit ${project.title}` })).toHaveAttribute(
      "href",
      `/edit-project/${project._id}`,
    );
    await expect(page.getByRole("button", { name: `Delete ${project.title}` })).toBeVisible();
    // Descriptions are cut to about 50 characters.
    const row = page.getByRole("row").filter({ hasText: project.title });
    const shown = (await row.getByRole("cell").nth(2).innerText()).trim();
    expect(shown.length).toBeLessThanOrEqual(51);
    if (project.description.length > 50) expect(shown.endsWith("…")).toBe(true);

    await page.goto("/manage-blogs");
    await expect(page.getByText(`Total: ${counts.blogs} blog posts`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Add New Blog Post" })).toBeVisible();

    await page.goto("/manage-gallery");
    const galleries = (
      (await (await request.get("/api/galleries")).json()) as {
        galleries: { _id: string; title: string; images: string[] }[];
      }
    ).galleries;
    await expect(page.getByText(`${counts.images} images`).first()).toBeVisible();
    const first = page.getByRole("listitem").filter({ hasText: galleries[0].title });
    await expect(first).toContainText(`${galleries[0].images.length} images`);
    await expect(first.getByRole("link", { name: `Edit ${galleries[0].title}` })).toHaveAttribute(
      "href",
      `/edit-gallery/${galleries[0]._id}`,
    );
  });

  test("lists are cards on a phone and a table on a wide screen", async ({ page, signIn }) => {
    await signIn();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/manage-projects");
    await expect(page.getByRole("table")).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("table")).toBeHidden();
    await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
  });

  test("empty lists and dashboard say so", async ({ browser, signIn }) => {
    const server = await startServer({ seed: false });
    try {
      const context = await browser.newContext({ baseURL: server.baseURL });
      const page = await context.newPage();
      await signIn({ page });
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText("No recent activities found")).toBeVisible();
      await expect(page.getByRole("region", { name: "Total Projects" })).toContainText("0");
      for (const [path, text] of [
        ["/manage-projects", "No projects found. Add your first project!"],
        ["/manage-blogs", "No blog posts found. Add your first blog post!"],
        ["/manage-gallery", "No gallery images found."],
      ]) {
        await page.goto(path);
        await expect(page.getByText(text, { exact: true })).toBeVisible();
      }
      await context.close();
    } finally {
      await server.stop();
    }
  });
});

test.describe("delete with JavaScript", () => {
  for (const kind of KINDS) {
    test(`a ${kind.name} is deleted after confirming, and kept when the dialog is dismissed`, async ({
      page,
      signIn,
      request,
    }) => {
      const title = `Delete me ${kind.name} ${Date.now()}`;
      const id = await kind.create(request, title);
      await signIn();
      await page.goto(kind.list);
      const deleteButton = page.getByRole("button", { name: `Delete ${title}` });
      // The question says where the item goes.
      const asked = `${kind.question}\n\nIt goes to the Trash, where you can restore it for 30 days.`;

      const questions: string[] = [];
      page.once("dialog", async (dialog) => {
        questions.push(dialog.message());
        expect(dialog.type()).toBe("confirm");
        await dialog.dismiss();
      });
      await deleteButton.click();
      await expect.poll(() => questions).toEqual([asked]);
      await expect(deleteButton).toBeVisible();
      expect((await request.get(`${kind.api}/${id}`)).status()).toBe(200);

      page.once("dialog", async (dialog) => {
        questions.push(dialog.message());
        await dialog.accept();
      });
      await deleteButton.click();
      await expect(deleteButton).toHaveCount(0);
      expect(questions).toEqual([asked, asked]);
      await expect(page).toHaveURL(new RegExp(`${kind.list}$`));
      expect((await request.get(`${kind.api}/${id}`)).status()).toBe(404);
    });
  }

  test("a failed delete shows the alert and the list catches up", async ({
    page,
    signIn,
    request,
  }) => {
    const title = `Already gone ${Date.now()}`;
    const id = await createProject(request, title);
    await signIn();
    await page.goto("/manage-projects");
    // Someone else deletes it first (another phone, the API).
    await page.request.post(`/manage-projects/${id}/delete`, { form: { confirmed: "yes" } });

    const messages: string[] = [];
    page.on("dialog", async (dialog) => {
      messages.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.accept();
    });
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    await expect
      .poll(() => messages)
      .toEqual([
        "confirm: Are you sure you want to delete this project?\n\nIt goes to the Trash, where you can restore it for 30 days.",
        "alert: Failed to delete project. Please try again.",
      ]);
    await expect(page.getByRole("button", { name: `Delete ${title}` })).toHaveCount(0);
  });
});

test.describe("delete without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const kind of KINDS) {
    test(`a ${kind.name} is deleted through the confirmation page`, async ({
      page,
      signIn,
      request,
    }) => {
      const title = `No script ${kind.name} ${Date.now()}`;
      const id = await kind.create(request, title);
      await signIn();
      await page.goto(kind.list);

      await page.getByRole("button", { name: `Delete ${title}` }).click();
      await expect(page).toHaveURL(new RegExp(`${kind.list}/${id}/delete$`));
      await expect(page.getByText(kind.question)).toBeVisible();
      await expect(page.getByText(title)).toBeVisible();

      await page.getByRole("link", { name: "Cancel" }).click();
      await expect(page).toHaveURL(new RegExp(`${kind.list}$`));
      expect((await request.get(`${kind.api}/${id}`)).status()).toBe(200);

      await page.getByRole("button", { name: `Delete ${title}` }).click();
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${kind.list}$`));
      await expect(page.getByRole("heading", { level: 1, name: kind.heading })).toBeVisible();
      // The message names what was deleted and where it went; the list no longer has it.
      await expect(page.getByTestId("flash")).toContainText(`“${title}” moved to the Trash.`);
      await expect(page.getByText(title)).toHaveCount(1);
      await expect(page.getByRole("button", { name: `Delete ${title}` })).toHaveCount(0);
      expect((await request.get(`${kind.api}/${id}`)).status()).toBe(404);

      // Undo brings it back, to the same list.
      await page.getByTestId("flash").getByRole("button", { name: "Undo" }).click();
      await expect(page).toHaveURL(new RegExp(`${kind.list}$`));
      await expect(page.getByTestId("flash")).toContainText(`“${title}” restored.`);
      await expect(page.getByRole("button", { name: `Delete ${title}` })).toHaveCount(1);
      expect((await request.get(`${kind.api}/${id}`)).status()).toBe(200);
    });
  }

  test("an unknown id answers 404 inside the admin layout", async ({ page, signIn }) => {
    await signIn();
    const response = await page.goto("/manage-projects/no-such-id/delete");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Projects" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
  });
});

test.describe("narrow screens (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the drawer opens and closes, and the tab bar reaches the lists", async ({
    page,
    signIn,
  }) => {
    await signIn();
    await expect(page.getByRole("complementary")).toBeHidden();
    const tabs = page.getByRole("navigation", { name: "Sections" });
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole("link")).toHaveText(["Dashboard", "Projects", "Blogs", "Gallery"]);

    const menu = page.locator("details").filter({ has: page.getByLabel("Menu") });
    const drawer = page.locator("#admin-menu");
    await expect(drawer).toBeHidden();
    await page.getByLabel("Menu").click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(ADMIN_EMAIL)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    // A link in the drawer navigates and the drawer closes.
    await page.getByLabel("Menu").click();
    await drawer.getByRole("link", { name: "Blogs" }).click();
    await expect(page).toHaveURL(/\/manage-blogs$/);
    await expect(drawer).toBeHidden();
    await expect(menu).not.toHaveAttribute("open", "");

    // Tapping outside closes it too.
    await page.getByLabel("Menu").click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(380, 400);
    await expect(drawer).toBeHidden();

    await tabs.getByRole("link", { name: "Gallery" }).click();
    await expect(page).toHaveURL(/\/manage-gallery$/);
    await expect(tabs.getByRole("link", { name: "Gallery" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("no admin screen scrolls sideways", async ({ page, signIn, request }) => {
    await signIn();
    const project = (
      (await (await request.get("/api/projects")).json()) as { projects: { _id: string }[] }
    ).projects[0];
    for (const path of [
      "/dashboard",
      "/manage-projects",
      "/manage-blogs",
      "/manage-gallery",
      `/manage-projects/${project._id}/delete`,
      "/manage-projects/unknown/delete",
    ]) {
      await page.goto(path);
      expect(await hasNoHorizontalScroll(page), path).toBe(true);
    }
    await page.getByLabel("Menu").click();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the drawer still opens and every link is reachable", async ({ page, signIn }) => {
      await signIn();
      await page.getByLabel("Menu").click();
      const drawer = page.locator("#admin-menu");
      await expect(drawer).toBeVisible();
      for (const name of [
        "Dashboard",
        "Projects",
        "Gallery",
        "Blogs",
        "Add Project",
        "Add Gallery",
        "Add Blog",
      ]) {
        await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await drawer.getByRole("link", { name: "Add Blog" }).click();
      await expect(page).toHaveURL(/\/addblogs$/);
      await expect(drawer).toBeHidden();
      // The menu button closes it again.
      await page.getByLabel("Menu").click();
      await expect(drawer).toBeVisible();
      await page.getByLabel("Menu").click();
      await expect(drawer).toBeHidden();
    });
  });
});
