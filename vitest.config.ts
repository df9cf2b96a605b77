import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin is for the app build.
// Two projects: "unit" runs in-process; "integration" (`*.integration.test.ts`) starts the
// production build (test/support/server.ts), so `npm run build` must come first.
// `vitest run` runs both; `--project unit` or `--project integration` runs one.
const integration = ["app/**/*.integration.test.ts", "scripts/**/*.integration.test.ts"];

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
        },
      },
      { extends: true, test: { name: "integration", include: integration } },
    ],
  },
});
