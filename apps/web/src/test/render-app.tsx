import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { User as OidcUser } from "oidc-client-ts";
import type { ReactNode } from "react";
import { AuthContext, type AuthContextProps } from "react-oidc-context";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { vi } from "vitest";

export type TestIdentity = { sub: string; email: string };

/**
 * A signed-in OIDC session as react-oidc-context exposes it, without the identity provider: the
 * tests drive the app through its HTTP layer (`mockApi`), not through mocked modules.
 */
export function fakeAuth(identity: TestIdentity | undefined): AuthContextProps {
  const user = identity
    ? ({
        access_token: "test-token",
        expired: false,
        profile: {
          sub: identity.sub,
          email: identity.email,
          aud: "keen-web",
          iss: "http://idp.test",
          exp: 0,
          iat: 0,
        },
      } as unknown as OidcUser)
    : null;
  return {
    user,
    isLoading: false,
    isAuthenticated: !!identity,
    activeNavigator: undefined,
    error: undefined,
    settings: {
      authority: "http://idp.test",
      client_id: "keen-web",
      redirect_uri: "http://localhost/",
      extraQueryParams: {},
    },
    events: {} as AuthContextProps["events"],
    clearStaleState: vi.fn(),
    removeUser: vi.fn(async () => undefined),
    signinPopup: vi.fn(),
    signinSilent: vi.fn(),
    signinRedirect: vi.fn(async () => undefined),
    signinResourceOwnerCredentials: vi.fn(),
    signoutRedirect: vi.fn(async () => undefined),
    signoutPopup: vi.fn(),
    signoutSilent: vi.fn(),
    querySessionStatus: vi.fn(),
    revokeTokens: vi.fn(),
    startSilentRenew: vi.fn(),
    stopSilentRenew: vi.fn(),
  } as unknown as AuthContextProps;
}

type RenderAppOptions = {
  routes: RouteObject[];
  path: string;
  identity?: TestIdentity;
  /** Extra providers or elements around the router. */
  wrap?: (children: ReactNode) => ReactNode;
};

/** Renders routes at `path` with a fresh query cache and a fake signed-in session. */
export function renderApp({ routes, path, identity, wrap = (c) => c }: RenderAppOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const auth = fakeAuth(identity);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>{wrap(<RouterProvider router={router} />)}</AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, auth };
}
