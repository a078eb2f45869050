import type { CardDetail } from "@keen/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { AuthContext, type AuthContextProps } from "react-oidc-context";
import { MemoryRouter, Route, Routes } from "react-router";
import { Toaster } from "sonner";
import { installLayoutStubs as installJsdomLayoutStubs } from "@/test/layout-stubs";
import { type MockRoute, mockApi } from "@/test/mock-api";
import { installTestEnv } from "@/test/test-env";
import type { CardEditorSettings } from "../card-editor";
import { CardEditorPage } from "../card-editor-page";
import { memberId, typeIds } from "./editor-fixtures";

/** jsdom has no layout; ProseMirror and scrolling ask for rectangles. */
export function installLayoutStubs() {
  installJsdomLayoutStubs();
  installTestEnv();
}

/** A signed-in session as react-oidc-context provides it (the identity provider is outside the test). */
const signedIn = {
  isAuthenticated: true,
  isLoading: false,
  user: { access_token: "token", profile: { sub: memberId } },
  settings: {},
} as unknown as AuthContextProps;

/**
 * Renders `ui` as the route `routePath` with a fresh query cache, the router at `path` and a
 * signed-in session; other card routes render a marker (to check navigation).
 */
export function renderWithApp(
  ui: ReactNode,
  path: string,
  routePath: string,
  routes: Record<string, MockRoute>,
) {
  const requests = mockApi({
    "GET /User/me": () => ({
      status: 200,
      data: { userId: memberId, firstName: "Max", lastName: "Member", isOnboarded: true },
    }),
    "GET /Lookup/CardTypes": () => ({
      status: 200,
      data: [
        { id: typeIds.activity, name: "Activity" },
        { id: typeIds.course, name: "Course" },
      ],
    }),
    "GET /Lookup/Disciplines": () => ({ status: 200, data: [] }),
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AuthContext.Provider value={signedIn}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={ui} />
            <Route path="/card/edit/:id" element={<p>Editor opened</p>} />
            <Route path="/card/my-cards" element={<p>My cards opened</p>} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </AuthContext.Provider>,
  );
  return { requests, view, user: userEvent.setup() };
}

/**
 * Renders the editor for `card` with the HTTP layer answered by `routes` (plus the card's reads).
 * No collaboration token is answered unless `routes` does, so the editor saves over REST.
 */
export function renderEditor(
  card: CardDetail,
  routes: Record<string, MockRoute> = {},
  delayMs = 40,
  settings: CardEditorSettings = {},
) {
  const base = `/Card/${card.id}`;
  const path = `/card/edit/${card.id}`;
  return renderWithApp(<CardEditorPage id={card.id} settings={{ delayMs, ...settings }} />, path, path, {
    [`GET ${base}`]: () => ({ status: 200, data: card }),
    [`GET ${base}/Images`]: () => ({ status: 200, data: [] }),
    [`GET ${base}/Attachments`]: () => ({ status: 200, data: [] }),
    [`GET ${base}/Authors`]: () => ({ status: 200, data: card.authors }),
    [`GET ${base}/Editors`]: () => ({ status: 200, data: card.editors }),
    ...routes,
  });
}

/** The JSON bodies of the requests seen for one method and path. */
export function bodiesOf(
  requests: { method?: string; url?: string; data?: unknown }[],
  method: string,
  url: string,
) {
  return requests
    .filter((r) => r.method === method && r.url === url)
    .map((r) => JSON.parse(String(r.data)) as Record<string, unknown>);
}
