import { defineConfig } from "@playwright/test";

// docs/product/overview.md#browser-tests: the system Chromium, never a downloaded browser.
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // The seeded copy every worker's demo server starts from, made once before the workers start.
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: false,
  // Two cores: one browser and one server at a time keeps runs steady.
  workers: 1,
  // A journey that passes only on a second try is a defect or a test bug: the run fails on it
  // (docs/decisions/082-no-retries-for-journeys.md).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    // A failed journey keeps its trace: each action's page (DOM snapshots) and network. Without
    // the screencast frames, which cost about a tenth of the suite's time on two cores
    // (docs/decisions/091-journey-traces-without-screencast.md).
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: false },
    screenshot: "only-on-failure",
  },
});
