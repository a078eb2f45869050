/**
 * The code's one-way rules (issue 13), checked by `npm test` ("boundaries" step):
 * - no import cycles in any app or package;
 * - web: `components/` and `lib/` are below the features and never import one;
 * - web: a feature uses another feature only through that feature's public `index.ts`;
 * - web: the app (`app/`, `main.tsx`) does too, and imports a feature's route modules only lazily.
 * Type-only imports count too: a cycle of types is still a knot for the reader.
 */
module.exports = {
  forbidden: [
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
