import fs from "node:fs";
import { chromium } from "@playwright/test";
import { seedLarge } from "./seed-large";
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from "../e2e/support/server";
const dir = "/tmp/lists-shots";
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir);
await seedLarge(`${dir}/app.db`, `${dir}/uploads`, { projects: 65, posts: 65, galleries: 65, imagesPerGallery: 1 });
const server = await startServer({ dataDir: dir });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
fs.mkdirSync("/tmp/lists-png", { recursive: true });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${server.baseURL}/login`);
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/dashboard");
  for (const [name, url] of [["projects", "/manage-projects?page=3"], ["blogs", "/manage-blogs?q=porur&sort=title"], ["gallery", "/manage-gallery?page=2"], ["pub-projects", "/projects?page=2"], ["pub-blog", "/blog?q=notes&page=3"], ["pub-gallery", "/gallery?page=2"], ["delete", "/manage-projects/x/delete?page=3"]]) {
    await page.goto(`${server.baseURL}${url}`);
    await page.waitForTimeout(500);
    if (name.startsWith("pub")) {
      await page.locator('nav[aria-label$="pages"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/lists-png/${name}-${width}.png` });
    } else {
      await page.screenshot({ path: `/tmp/lists-png/${name}-${width}-top.png` });
      await page.locator('nav[aria-label$="pages"]').first().scrollIntoViewIfNeeded().catch(() => {});
      await page.screenshot({ path: `/tmp/lists-png/${name}-${width}-bottom.png` });
    }
  }
}
await browser.close();
await server.stop();
