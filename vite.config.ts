import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { adminScriptFiles } from "./scripts/admin-script-files.ts";

export default defineConfig({
  // The server bundle's entry is the app's HTTP layer, so server.ts and the
  // routes share one module graph (one database connection, one logger).
  environments: {
    ssr: { build: { rollupOptions: { input: "./app/server/app.server.ts" } } },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), adminScriptFiles()],
});
