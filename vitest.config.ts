import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin is for the app build.
// Projects: "unit" runs in-process; "integration" (`*.integration.test.ts`) starts the
// production build (test/support/server.ts) or child processes (the image encoder), and
// builds first when a source is newer than build/ (test/support/integration-setup.ts).
// `vitest run` runs them all; `--project unit` or `--project integration` runs one.
const integration = ["app/**/*.integration.test.ts", "scripts/**/*.integration.test.ts"];

/**
 * Files that measure the server under load on purpose: sign-in floods that fill the hashing
 * pool, answers timed against each other, a killed process, a slow client. A neighbour's work
 * changes what they measure, so they run one at a time once every other file is done
 * (docs/benchmarks.md#ci-duration); `--project integration-alone` picks them.
 */
const alone = [
  "app/http/device-cookie.integration.test.ts",
  "app/http/sign-in-flood.integration.test.ts",
  "app/routes/api/login-guessing.integration.test.ts",
  "app/server/hardening.integration.test.ts",
  "app/server/request-idle-timeout.integration.test.ts",
  "app/db/crash.integration.test.ts",
  "scripts/admin.integration.test.ts",
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 90_000,
    env: { NODE_ENV: "test" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: integration,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      // Most integration files wait on a server of their own: two run side by side.
      {
        extends: true,
        test: {
          name: "integration",
          include: integration,
          globalSetup: ["test/support/integration-setup.ts"],
          exclude: alone,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "integration-alone",
          include: alone,
          globalSetup: ["test/support/integration-setup.ts"],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
