import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { AuthContext, type AuthContextProps } from "react-oidc-context";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { routes } from "@/app/routes";

// The SSR build has one entry (scripts/lib/web-build.ts): the early card page renders from it too.
export { cardPreviewSlots, renderCardPreviewPage } from "./card-preview-page";

/** The session a visitor has: none, and nothing loading (what VisitorAuthProvider gives at first). */
const visitorSession = {
  user: null,
  isAuthenticated: false,
  isLoading: false,
  activeNavigator: undefined,
  error: undefined,
  settings: {},
} as unknown as AuthContextProps;

/**
 * The markup the app's first render draws for a visitor at `pathname` (the real route table and
 * layout, no data): the build writes it into the page the web server sends, so a visitor's browser
 * paints the page before its JavaScript arrives (issue 12, decision 0024). Runs in Node at build time.
 */
export async function renderVisitorPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, "http://prerender.invalid")));
  if (context instanceof Response) throw new Error(`${pathname} answers with a redirect, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={visitorSession}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}
