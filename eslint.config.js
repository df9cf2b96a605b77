import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import globals from "globals";

/**
 * The folders of app/ are layers (docs/decisions/010-folder-layers-and-file-names.md); each
 * imports only from those below it. For each folder: the folders it must not import from, and
 * those it may import types from only. Dynamic import() is not checked (start-up loads demo/ so).
 */
const LAYERS = {
  components: {
    forbidden: ["routes", "http", "db", "demo"],
    typesOnly: ["models", "services", "root"],
  },
  http: { forbidden: ["routes", "components", "demo"] },
  services: { forbidden: ["routes", "components", "http", "demo"] },
  models: { forbidden: ["routes", "components", "http", "services", "demo"] },
  schemas: { forbidden: ["routes", "components", "http", "services", "models", "db", "demo"] },
  db: { forbidden: ["routes", "components", "http", "services", "models", "schemas", "demo"] },
  demo: { forbidden: ["routes", "components", "http", "services"] },
  utils: {
    forbidden: ["routes", "components", "http", "services", "models", "schemas", "db", "demo"],
    forbidden2: ["copy"],
  },
  copy: {
    forbidden: ["routes", "components", "http", "services", "models", "schemas", "db", "demo"],
    forbidden2: ["config"],
    onlyUtils: ["icon-names"],
  },
  config: {
    forbidden: ["routes", "components", "http", "services", "models", "schemas", "db", "demo"],
    forbidden2: ["utils", "copy"],
  },
};

const importsOf = (folder) => [
  `~/${folder}`,
  `~/${folder}/*`,
  `../${folder}/*`,
  `../../${folder}/*`,
];

function layerRule(folder, { forbidden, forbidden2 = [], typesOnly = [], onlyUtils }) {
  const patterns = [
    {
      group: [...forbidden, ...forbidden2, ...(typesOnly.includes("root") ? [] : ["root"])].flatMap(
        importsOf,
      ),
      message: `app/${folder}/ sits below this folder: imports point downward only (docs/decisions/010).`,
    },
  ];
  if (typesOnly.length) {
    patterns.push({
      group: typesOnly.flatMap(importsOf),
      allowTypeImports: true,
      message: `app/${folder}/ may use only the types of this folder (docs/decisions/010).`,
    });
  }
  if (onlyUtils) {
    patterns.push({
      group: [
        ...importsOf("utils"),
        ...onlyUtils.flatMap((name) => [`!~/utils/${name}`, `!../utils/${name}`]),
      ],
      allowTypeImports: true,
      message: `app/${folder}/ may use only ${onlyUtils.join(", ")} from utils (docs/decisions/010).`,
    });
  }
  return {
    files: [`app/${folder}/**/*.{ts,tsx}`],
    ignores: ["**/*.test.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] },
  };
}

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
