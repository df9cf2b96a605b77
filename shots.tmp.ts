import { chromium } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from "./test/support/server";

const server = await startServer({ seed: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto("/login");
    await page.screenshot({ path: `/tmp/shots/login-${width}.png`, fullPage: true });
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/dashboard");
    for (const [name, url] of [["account", "/account"], ["two-factor", "/account/two-factor"], ["activity", "/activity"], ["administrators", "/administrators"], ["edit-project", "/manage-projects"]]) {
      await page.goto(url);
      if (name === "edit-project") {
        await page.locator('a[href^="/edit-project/"]').first().click();
        await page.waitForURL("**/edit-project/**");
      }
      await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
