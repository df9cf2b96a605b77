import fs from "node:fs";
import { defineConfig } from "@playwright/test";

/**
 * docs/product/overview.md#browser-tests: the system Chromium, never a downloaded browser. Debian's
 * headless shell of that Chromium (package chromium-headless-shell, what Playwright itself runs
 * headless) when it is installed: the same engine at about 40% less CPU than the full browser's
 * headless mode (docs/decisions/093-journeys-in-the-headless-shell.md); the full browser otherwise.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM = fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium";

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // The seeded copy every worker's demo server starts from, made once before the workers start.
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: false,
  // Two journeys side by side on two cores: the headless shell leaves room for a second
  // (docs/decisions/093-journeys-in-the-headless-shell.md).
  workers: 2,
  // A journey that passes only on a second try is a defect or a test bug: the run fails on it
  // (docs/decisions/082-no-retries-for-journeys.md).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // No host but the test servers' (127.0.0.1): a journey never reaches the chat app, a map
        // or anything else outside, with or without a network (chatOpenedBy in
        // test/support/public.ts).
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
      ],
    },
    // A failed journey keeps its trace: each action's page (DOM snapshots) and network. Without
    // the screencast frames, which cost about a tenth of the suite's time on two cores
    // (docs/decisions/091-journey-traces-without-screencast.md).
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: false },
    screenshot: "only-on-failure",
  },
});
