import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The admin pages carry the whole route list (public pages load no React Router script,
  // docs/decisions/030-public-pages-without-hydration.md): on a slow line the lazy discovery
  // fetched `/__manifest` after hydration, twice, for the admin menu's links
  // (docs/benchmarks.md#project-editor-on-a-slow-line).
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_passThroughRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
