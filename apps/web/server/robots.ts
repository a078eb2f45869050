/** Pages only a signed-in member has: never worth crawling, whoever may read the library. */
const privatePaths = [
  "/card/create",
  "/card/edit",
  "/card/my-cards",
  "/members/me",
  "/settings",
  "/messages",
  "/notifications",
  "/reviews",
  "/admin",
  "/auth",
];

/** The library's pages, behind sign-in when the library is members-only (`VITE_LIBRARY_ACCESS=members`). */
const libraryPaths = ["/card", "/members", "/search"];

/**
 * `/robots.txt`: crawlers may read every public page and find them in the sitemap at `origin`;
 * member-only pages are off limits, and so is the library when it is members-only.
 */
export function renderRobots(origin: string, { isLibraryPublic }: { isLibraryPublic: boolean }): string {
  const disallowed = isLibraryPublic
    ? privatePaths
    : [
        ...libraryPaths,
        ...privatePaths.filter((path) => !libraryPaths.some((l) => path.startsWith(`${l}/`))),
      ];
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin.replace(/\/+$/, "")}/sitemap.xml`,
    "",
  ].join("\n");
}
