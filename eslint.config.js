import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import globals from "globals";

/**
 * The folders of app/ are layers (docs/decisions/010-folder-layers-and-file-names.md); each
 * imports only from those below it: LAYER_ORDER lists them top to bottom, with each folder's
 * exceptions. Dynamic import() is not checked (start-up loads demo/ so).
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

const importsOf = (folder) => [
  `~/${folder}`,
  `~/${folder}/*`,
  `../${folder}/*`,
  `../../${folder}/*`,
];

/**
 * No folder of app/ imports these, wherever they sit in the order: each is reached on its own
 * (a request, the server process, the browser, the demo's seeding by dynamic import).
 */
const ENTRY_POINTS = ["routes", "server", "enhance", "demo"];

/**
 * The layers, top to bottom: a folder must not import from any row above its own, nor from an
 * entry point. A row is a folder's name (its rule sits there), or an object: `rule` (a folder
 * whose rule sits there), `imports` (the modules the row stands for, where not a whole folder:
 * a spanning folder's parts sit on different rows), `files`, and the exceptions to the order:
 * `alsoForbidden` (folders below it that it must not import either), `typesOnly` and
 * `typesOnlyPaths` (folders and modules it may import types from only).
 */
const LAYER_ORDER = [
  "routes",
  {
    rule: "components",
    alsoForbidden: ["http", "db"],
    typesOnly: ["models", "services", "replica", "root"],
    typesOnlyPaths: [...mediaServer, ...kindsServer],
  },
  "server",
  "http",
  "services",
  "demo",
  // The off-site copy (docs/decisions/061-off-site-copy.md): beside services/, used by http/,
  // server/, routes/ and the operator scripts.
  "replica",
  { rule: "kinds", imports: kindModels },
  "models",
  { rule: "media", files: "app/media/**/*.server.ts", imports: mediaServer },
  // kinds/tables.server.ts, beside db/: models and media read it.
  { imports: kindsServer },
  // schemas/ and db/ do not import each other.
  { rule: "schemas", alsoForbidden: ["db"] },
  { rule: "db", alsoForbidden: ["media"] },
  "content",
  // The client-safe kinds/registry.ts.
  { imports: importsOf("kinds") },
  "utils",
  // The client-safe modules of media/.
  { imports: importsOf("media") },
  "config",
  "i18n",
  "text",
];

/**
 * app/enhance/, the public pages' one script, stands outside the order: the browser runs it, so
 * it keeps off the server's folders and modules (the last rule below keeps React out too).
 */
const ENHANCE = {
  forbidden: ["http", "services", "models", "db", "config", "replica"],
  forbiddenPaths: [...mediaServer, ...kindsServer],
};

/** Each folder's rule: the rows above it, the entry points, and its own exceptions. */
function layerRules() {
  const rows = LAYER_ORDER.map((row) => (typeof row === "string" ? { rule: row } : row));
  const rowImports = (row) => row.imports ?? importsOf(row.rule);
  const rules = [];
  rows.forEach((row, index) => {
    if (!row.rule) return;
    rules.push(
      layerRule(row.rule, {
        files: row.files,
        forbidden: [
          ...ENTRY_POINTS.filter((folder) => folder !== row.rule),
          ...(row.alsoForbidden ?? []),
        ],
        forbiddenPaths: rows
          .slice(0, index)
          .filter((above) => !ENTRY_POINTS.includes(above.rule))
          .flatMap(rowImports),
        typesOnly: row.typesOnly,
        typesOnlyPaths: row.typesOnlyPaths,
      }),
    );
  });
  rules.push(
    layerRule("enhance", {
      forbidden: [...ENTRY_POINTS.filter((folder) => folder !== "enhance"), ...ENHANCE.forbidden],
      forbiddenPaths: ENHANCE.forbiddenPaths,
    }),
  );
  return rules;
}

function layerRule(
  folder,
  {
    files = `app/${folder}/**/*.{ts,tsx}`,
    forbidden,
    forbiddenPaths = [],
    typesOnly = [],
    typesOnlyPaths = [],
  },
) {
  const patterns = [
    {
      group: [
        ...[...forbidden, ...(typesOnly.includes("root") ? [] : ["root"])].flatMap(importsOf),
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

/**
 * Every action reads its posted form through readFormBody (app/http/form-body.server.ts), so a
 * body that cannot be read (none, no boundary, cut short) answers the page's own 400 instead of
 * a 500 with a stack trace (docs/security/requests.md#forms-that-cannot-be-read);
 * app/http/every-form-unreadable.integration.test.ts posts such bodies to every action.
 */
const formsThroughOneReader = {
  files: ["app/**/*.{ts,tsx}"],
  ignores: ["app/http/form-body.server.ts", "**/*.test.ts"],
  rules: {
    "no-restricted-syntax": [
      "error",
      {
        selector: "CallExpression[callee.property.name='formData'][arguments.length=0]",
        message:
          "Read a posted form with readFormBody (app/http/form-body.server.ts): a body that cannot be read then answers 400, not 500.",
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
  ...layerRules(),
  mediaClientSafe,
  kindsClientSafe,
  formsThroughOneReader,
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
