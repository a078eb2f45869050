/**
 * The code's one-way rules (issue 13), checked by `npm test` ("boundaries" step):
 * - no import cycles in any app or package;
 * - web: `components/` and `lib/` are below the features and never import one;
 * - web: a feature uses another feature only through that feature's public `index.ts`;
 * - web: the app (`app/`, `main.tsx`) does too, and imports a feature's route modules only lazily;
 * - api: a module is used by the app and by other modules only through its face (`index.ts`);
 * - no app imports another app, no package imports an app (apps depend on packages);
 * - the card domain (`@keen/cards`) is used through its one face.
 * Tests and their helpers may reach into a module (they sit in it and build the whole app).
 * Loops between modules (not files) are found by scripts/check-module-loops.ts.
 * Type-only imports count too: a cycle of types is still a knot for the reader.
 */
const tests = "\\.test\\.tsx?$|/test/|/testing/|/testing\\.ts$|-test-client\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "api-modules-through-face",
      severity: "error",
      comment: "Use another API module through its face (modules/<name>/index.ts), not its internals.",
      from: { path: "^apps/api/src/modules/([^/]+)/", pathNot: tests },
      to: {
        path: "^apps/api/src/modules/[^/]+/",
        pathNot: ["^apps/api/src/modules/$1/", "^apps/api/src/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "api-app-through-faces",
      severity: "error",
      comment: "The API's app, lib and plugins use a module through its face (modules/<name>/index.ts).",
      from: { path: "^apps/api/src/", pathNot: ["^apps/api/src/modules/", tests] },
      to: { path: "^apps/api/src/modules/[^/]+/", pathNot: "^apps/api/src/modules/[^/]+/index\\.ts$" },
    },
    {
      name: "no-app-imports-app",
      severity: "error",
      comment: "Apps depend on packages, never on another app: move what both need into a package.",
      from: { path: "^apps/([^/]+)/", pathNot: tests },
      to: { path: "^apps/", pathNot: "^apps/$1/" },
    },
    {
      name: "no-package-imports-app",
      severity: "error",
      comment: "Packages are below the apps.",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "card-domain-through-face",
      severity: "error",
      comment: "Use the card domain through @keen/cards (packages/cards/src/index.ts).",
      from: { pathNot: "^packages/cards/" },
      to: { path: "^packages/cards/src/", pathNot: "^packages/cards/src/index\\.ts$" },
    },
    {
      name: "no-cycles",
      severity: "error",
      comment: "Modules import each other in a loop; move the shared part down a level.",
      from: { path: "^(apps|packages)/[^/]+/(src|server)/" },
      to: { circular: true },
    },
    {
      name: "web-shared-below-features",
      severity: "error",
      comment: "components/ and lib/ are shared building blocks: they must not depend on a feature.",
      from: { path: "^apps/web/src/(components|lib)/" },
      to: { path: "^apps/web/src/features/" },
    },
    {
      name: "web-features-through-index",
      severity: "error",
      comment: "Use another feature through its public index.ts, not its internals.",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: {
        path: "^apps/web/src/features/([^/]+)/.+",
        pathNot: ["^apps/web/src/features/$1/", "^apps/web/src/features/[^/]+/index\\.tsx?$"],
      },
    },
    {
      name: "web-app-through-index",
      severity: "error",
      comment:
        "The app (entry, shell, providers, router) uses a feature through its public index.ts; only the router's route modules are imported by path.",
      from: { path: "^apps/web/src/(app/|main\\.tsx$)" },
      to: {
        path: "^apps/web/src/features/[^/]+/.+",
        pathNot: ["^apps/web/src/features/[^/]+/index\\.tsx?$", "^apps/web/src/features/[^/]+/routes/[^/]+$"],
      },
    },
    {
      name: "web-app-routes-lazily",
      severity: "error",
      comment:
        "The router loads a route module with import() (React Router `lazy`), so the page stays out of the entry chunk.",
      from: { path: "^apps/web/src/(app/|main\\.tsx$)" },
      to: { path: "^apps/web/src/features/[^/]+/routes/", dynamic: false },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "apps/web/tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "default"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
