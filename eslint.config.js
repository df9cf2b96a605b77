import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import globals from "globals";

/**
 * The folders of app/ are layers (docs/decisions/010-folder-layers-and-file-names.md); each
 * imports only from those below it. For each folder: the folders it must not import from, and
 * those it may import types from only. Dynamic import() is not checked (start-up loads demo/ so).
 *
 * app/media/ spans two layers: its client-safe modules (no `.server` in the name: URLs,
 * variants, upload limits, share-card size) import nothing outside media/, so any layer may use
 * them; its `*.server.ts` modules (receiving, storing, encoding, image records, share cards)
 * sit beside models/. `mediaServer` names those.
 */
const mediaServer = ["~/media/*.server", "../media/*.server", "../../media/*.server"];

/**
 * app/kinds/ (docs/decisions/060-kind-registry.md) spans layers too: registry.ts is client-safe
 * (any layer above utils/ may read what a kind is called and where it lives; it reads only
 * config/ and i18n/ types itself), tables.server.ts sits beside
 * db/ (models and media read it), and registry.server.ts, which maps each kind to its model
 * functions, sits above models/: services, http and routes use it. `kindModels` names it.
 */
const kindModels = ["~/kinds/registry.server", "../kinds/registry.server"];
const kindsServer = ["~/kinds/*.server", "../kinds/*.server", "../../kinds/*.server"];

const LAYERS = {
  server: { forbidden: ["routes", "components", "enhance", "demo"] },
  routes: { forbidden: ["server", "enhance", "demo"] },
  enhance: {
    forbidden: [
      "routes",
      "server",
      "http",
      "services",
      "models",
      "db",
      "demo",
      "config",
      "replica",
    ],
    forbiddenPaths: [...mediaServer, ...kindsServer],
  },
  components: {
    forbidden: ["routes", "server", "enhance", "http", "db", "demo"],
    typesOnly: ["models", "services", "replica", "root"],
    typesOnlyPaths: [...mediaServer, ...kindsServer],
  },
  http: { forbidden: ["routes", "server", "enhance", "components", "demo"] },
  services: { forbidden: ["routes", "server", "enhance", "components", "http", "demo"] },
  kinds: {
    forbidden: ["routes", "server", "enhance", "components", "http", "services", "demo", "replica"],
  },
  // The off-site copy (docs/decisions/061-off-site-copy.md): beside services/, used by http/,
  // server/, routes/ and the operator scripts.
  replica: { forbidden: ["routes", "server", "enhance", "components", "http", "services", "demo"] },
  models: {
    forbidden: ["routes", "server", "enhance", "components", "http", "services", "demo", "replica"],
    forbiddenPaths: kindModels,
  },
  media: {
    files: "app/media/**/*.server.ts",
    forbidden: [
      "routes",
      "server",
      "enhance",
      "components",
      "http",
      "services",
      "models",
      "demo",
      "replica",
    ],
    forbiddenPaths: kindModels,
  },
  schemas: {
    forbidden: [
      "routes",
      "server",
      "enhance",
      "components",
      "http",
      "services",
      "models",
      "db",
      "demo",
      "replica",
    ],
    forbiddenPaths: [...mediaServer, ...kindsServer],
  },
  db: {
    forbidden: [
      "routes",
      "server",
      "enhance",
      "components",
      "http",
      "services",
      "models",
      "schemas",
      "demo",
      "media",
      "replica",
    ],
    forbiddenPaths: kindsServer,
  },
  demo: { forbidden: ["routes", "server", "enhance", "components", "http", "services"] },
  content: {
    forbidden: [
      "routes",
      "server",
      "enhance",
      "components",
      "http",
      "services",
      "models",
      "schemas",
      "db",
      "demo",
      "replica",
    ],
    forbiddenPaths: [...mediaServer, ...kindsServer],
  },
  utils: {
    forbidden: [
      "routes",
      "server",
      "enhance",
      "components",
      "http",
      "services",
      "models",
      "schemas",
      "db",
      "demo",
      "replica",
    ],
    forbidden2: ["content", "kinds"],
    forbiddenPaths: mediaServer,
  },
  config: {
    forbidden: [
      "routes",
      "server",
      "enhance",
      "components",
      "http",
      "services",
      "models",
      "schemas",
      "db",
      "demo",
      "replica",
    ],
    forbidden2: ["content", "utils", "kinds", "media"],
  },
  i18n: {
    forbidden: [
      "routes",
      "server",
      "enhance",
      "components",
      "http",
      "services",
      "models",
      "schemas",
      "db",
      "demo",
      "replica",
    ],
    forbidden2: ["content", "utils", "config", "kinds", "media"],
  },
  text: {
    forbidden: [
      "routes",
      "server",
      "enhance",
      "components",
      "http",
      "services",
      "models",
      "schemas",
      "db",
      "demo",
      "replica",
    ],
    forbidden2: ["content", "utils", "config", "i18n", "kinds", "media"],
  },
};

const importsOf = (folder) => [
  `~/${folder}`,
  `~/${folder}/*`,
  `../${folder}/*`,
  `../../${folder}/*`,
];

function layerRule(
  folder,
  {
    files = `app/${folder}/**/*.{ts,tsx}`,
    forbidden,
    forbidden2 = [],
    forbiddenPaths = [],
    typesOnly = [],
    typesOnlyPaths = [],
  },
) {
  const patterns = [
    {
      group: [
        ...[...forbidden, ...forbidden2, ...(typesOnly.includes("root") ? [] : ["root"])].flatMap(
          importsOf,
        ),
        ...forbiddenPaths,
      ],
      message: `app/${folder}/ sits below this folder: imports point downward only (docs/decisions/010).`,
    },
  ];
  if (typesOnly.length || typesOnlyPaths.length) {
    patterns.push({
      group: [...typesOnly.flatMap(importsOf), ...typesOnlyPaths],
      allowTypeImports: true,
      message: `app/${folder}/ may use only the types of this module (docs/decisions/010).`,
    });
  }
  return {
    files: [files],
    ignores: ["**/*.test.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] },
  };
}

/**
 * The client-safe modules of app/media/: the browser bundles them, so they import only each
 * other (never a `.server` module, nor the server's configuration through utils/).
 */
const mediaClientSafe = {
  files: ["app/media/**/*.ts"],
  ignores: ["**/*.server.ts", "**/*.test.ts"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: ["~/*", "../*", "!~/media", "!~/media/*", "./*.server", "~/media/*.server"],
            allowTypeImports: true,
            message:
              "A client-safe module of app/media/ imports only the other client-safe modules of media/ (docs/decisions/010).",
          },
        ],
      },
    ],
  },
};

/**
 * The client-safe modules of app/kinds/: the browser bundles them, so they import only each
 * other and types (the message files' shape, the icon names).
 */
const kindsClientSafe = {
  files: ["app/kinds/**/*.ts"],
  ignores: ["**/*.server.ts", "**/*.test.ts"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: ["~/*", "../*", "!~/kinds", "!~/kinds/*", "./*.server", "~/kinds/*.server"],
            allowTypeImports: true,
            message:
              "A client-safe module of app/kinds/ imports only the other client-safe modules of kinds/, and types (docs/decisions/060).",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["app/**/*.tsx"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...Object.entries(LAYERS).map(([folder, layer]) => layerRule(folder, layer)),
  mediaClientSafe,
  kindsClientSafe,
  {
    // The public pages' one script (docs/decisions/030-public-pages-without-hydration.md):
    // plain DOM code, so it stays a few kilobytes.
    files: ["app/enhance/**/*.ts"],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "react",
                "react-dom",
                "react-dom/*",
                "react-router",
                "@react-router/*",
                "*.tsx",
                "zod",
                "zod/*",
              ],
              message:
                "app/enhance/ runs on public pages without React: plain DOM code only (docs/decisions/030).",
            },
          ],
        },
      ],
    },
  },
);
