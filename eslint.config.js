import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  {
    ignores: ["build/", ".react-router/", "node_modules/", "data/", "bench/out/", "coverage/", "tmp/", ".scratch/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // The server is the domain layer: it never reaches into pages, components or page content (decision 018).
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)app/(routes|components|content)(/|$)|^~/(routes|components|content)(/|$)",
              message:
                "server/ must not import app/routes, app/components or app/content; move shared code to shared/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Code that runs in the browser never imports server modules, not even their types: shared types live in shared/.
    files: ["app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}", "app/content/**/*.{ts,tsx}", "shared/**/*.ts"],
    ignores: ["**/*.server.ts", "**/*.server.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "\\.server(\\.tsx?)?$|(^|/)server/",
              message: "Browser code must not import server modules (not even types); put shared types in shared/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["bin/**/*.mjs", "scripts/**/*.{js,mjs}"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
);
