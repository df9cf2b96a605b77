/**
 * Feedback and safety in the editors (docs/product/admin-forms.md#admin-feedback): a
 * success message after every create, save and delete that survives the
 * redirect with and without JavaScript, "View on site" from the editors and
 * the list rows, and a warning before leaving a form with unsaved changes.
 */
import { expect, test } from "./fixtures";
import { findProject, photo, uniqueTitle } from "../test/support/admin-forms";

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

for (const viewport of VIEWPORTS) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${viewport.width}px, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ viewport, javaScriptEnabled });
      test.beforeEach(async ({ signIn }) => {
        await signIn();
      });

      test("create, save and delete each end with a message; View on site opens the page", async ({
        page,
      }) => {
        const title = uniqueTitle("Anna Nagar duplex");
        await page.goto("/addprojects");
        await page.getByLabel(/^Title/).fill(title);
        await page.getByLabel(/^Location/).fill("Anna Nagar, Chennai");
        await page.getByLabel(/^Photos/).setInputFiles(await photo("duplex.jpg"));
        if (javaScriptEnabled) {
          await page.getByRole("button", { name: "Create Project" }).click();
        } else {
          // Enter in a field saves (the description's Preview button comes first in the form).
          await page.getByLabel(/^Location/).press("Enter");
        }
        await page.waitForURL("**/manage-projects");
        const flash = page.getByTestId("flash");
        await expect(flash).toContainText(`Project “${title}” created.`);
        const project = await findProject(page.request, title);
        await expect(flash.getByRole("link", { name: "View on site" })).toHaveAttribute(
          "href",
          `/projects/${project!.slug}`,
        );
        // The list row links the public page too.
        await expect(
          page.getByRole("link", { name: `View ${title} on the site` }).first(),
        ).toHaveAttribute("href", `/projects/${project!.slug}`);

        // The message shows once: the next page has none.
        await page.reload();
        await expect(page.getByTestId("flash")).toHaveCount(0);

        await page.goto(`/edit-project/${project!._id}`);
        await expect(page.getByRole("link", { name: "View on site" })).toHaveAttribute(
          "href",
          `/projects/${project!.slug}`,
        );
        await page.getByLabel(/^Location/).fill("Anna Nagar West, Chennai");
        await page.getByRole("button", { name: "Save Changes" }).click();
        await page.waitForURL("**/manage-projects");
        await expect(page.getByTestId("flash")).toContainText(`Changes to “${title}” saved.`);

        const response = await page.goto(`/projects/${project!.slug}`);
        expect(response!.status()).toBe(200);
        await expect(page.getByText("Anna Nagar West, Chennai").first()).toBeVisible();

        await page.goto(`/manage-projects/${project!._id}/delete`);
        await page
          .getByRole("button", { name: /delete/i })
          .last()
          .click();
        await page.waitForURL("**/manage-projects");
        await expect(page.getByTestId("flash")).toContainText(
          `Project “${title}” moved to the Trash.`,
        );
        expect(await findProject(page.request, title)).toBeUndefined();
      });
    });
  }

  test.describe(`${viewport.width}px, unsaved changes`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ signIn }) => {
      await signIn();
    });

    test("leaving an edited form asks first; undone edits and saves do not", async ({ page }) => {
      await page.goto("/manage-projects");
      await page
        .getByRole("link", { name: /^Edit / })
        .first()
        .click();
      await page.waitForURL("**/edit-project/**");
      const editUrl = page.url();
      const titleField = page.getByLabel(/^Title/);
      const original = await titleField.inputValue();

      // Untouched: leaving is silent.
      await page.getByRole("link", { name: "Back to projects" }).click();
      await page.waitForURL("**/manage-projects");

      await page.goto(editUrl);
      await titleField.fill(`${original} (draft edit)`);
      const asked: string[] = [];
      page.once("dialog", async (dialog) => {
        asked.push(dialog.message());
        await dialog.dismiss();
      });
      await page.getByRole("link", { name: "Back to projects" }).click();
      await expect
        .poll(() => asked)
        .toEqual(["You have unsaved changes. Leave this page and lose them?"]);
      // Staying keeps what was typed.
      expect(page.url()).toBe(editUrl);
      await expect(titleField).toHaveValue(`${original} (draft edit)`);

      // Undoing the edit clears the warning.
      await titleField.fill(original);
      await page.getByRole("link", { name: "Cancel" }).click();
      await page.waitForURL("**/manage-projects");

      // Accepting the warning leaves without saving.
      await page.goto(editUrl);
      await titleField.fill(`${original} (discarded)`);
      page.once("dialog", (dialog) => dialog.accept());
      await page.getByRole("link", { name: "Cancel" }).click();
      await page.waitForURL("**/manage-projects");
      await expect(page.getByText(`${original} (discarded)`)).toHaveCount(0);

      // A save is not "leaving".
      await page.goto(editUrl);
      await titleField.fill(original);
      await page.getByLabel(/^Location/).fill("Velachery, Chennai");
      page.once("dialog", () => {
        throw new Error("no warning expected while saving");
      });
      await page.getByRole("button", { name: "Save Changes" }).click();
      await page.waitForURL("**/manage-projects");
      await expect(page.getByTestId("flash")).toContainText("saved.");
    });
  });
}
