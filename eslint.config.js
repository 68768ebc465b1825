import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Modules the browser must never load: they carry zod or every page's words. */
const buildOnlyContent = [
  { group: ["**/content/index.ts"], message: "Page content reaches components as loader data." },
  {
    group: ["**/content/pages/*", "**/content/services/*", "**/content/about.ts"],
    message: "Page content reaches components as loader data.",
  },
  {
    group: ["**/content/schema.ts"],
    allowTypeImports: true,
    message: "Import only types from the schemas (import type).",
  },
  { group: ["zod", "zod/*"], message: "zod runs at build time and on the server only." },
];

/** Links between pages go through SiteLink, the one place that decides how a page is reached. */
const pageLinks = [
  {
    name: "react-router",
    importNames: ["Link", "NavLink"],
    message: "Use SiteLink (app/components/site-link.tsx): every page change loads the document.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      "data/",
      ".scratch/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs["recommended-latest"],
  {
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  // What reaches the browser (docs/decisions/001-stack.md): components may read only the small
  // browser-safe content modules; page text comes through loader data, and zod stays at build time.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/routes/**"],
    rules: {
      "no-restricted-imports": ["error", { paths: pageLinks, patterns: buildOnlyContent }],
    },
  },
  // Route modules may also read the content index, in their loaders (which run only at build time).
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: pageLinks,
          patterns: buildOnlyContent.filter(
            (pattern) => pattern.group[0] !== "**/content/index.ts",
          ),
        },
      ],
    },
  },
  // SiteLink itself, the server's rendered page, and the staff area, whose pages move in the
  // browser (decision 011), may use React Router's Link.
  {
    files: [
      "app/components/site-link.tsx",
      "app/server-pages/**",
      "app/staff/**",
      "app/routes/staff/**",
    ],
    rules: {
      "no-restricted-imports": ["error", { patterns: buildOnlyContent }],
    },
  },
  // The pages the server renders never reach the browser: like loaders, they may read the index.
  {
    files: ["app/server-pages/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: buildOnlyContent.filter(
            (pattern) => pattern.group[0] !== "**/content/index.ts",
          ),
        },
      ],
    },
  },
  // Addresses come from the site map (content/navigation.ts: pathTo, areaPath, aboutPath), never
  // written in a component, so a page moved there moves everywhere.
  {
    files: ["app/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name=/^(to|href)$/] Literal[value=/^\\/[^.]*$/]",
          message: "Link with pathTo(), areaPath() or aboutPath() from content/navigation.ts.",
        },
      ],
    },
  },
);
