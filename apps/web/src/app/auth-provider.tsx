import type { UserManager } from "oidc-client-ts";
import { lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { AuthContext, type AuthContextProps } from "react-oidc-context";
import { FullScreenSpinner } from "@/components/ui/spinner";
import type { Env } from "@/lib/env";
import { oidcBaseSettings, pageStartsWithSession } from "@/lib/oidc";

const OidcAuthProvider = lazy(() => import("./oidc-auth-provider"));

/** Loads the OIDC client and returns the page's UserManager (created once). */
async function loadUserManager(env: Env): Promise<UserManager> {
  const { getUserManager } = await import("@/lib/oidc-client");
  return getUserManager(env);
}

/** The react-oidc-context calls that start a navigation (they set `activeNavigator` and `error`). */
const navigatorKeys = [
  "signinPopup",
  "signinSilent",
  "signinRedirect",
  "signinResourceOwnerCredentials",
  "signoutPopup",
  "signoutRedirect",
  "signoutSilent",
] as const;
/** The other UserManager calls react-oidc-context passes through. */
const managerKeys = [
  "clearStaleState",
  "querySessionStatus",
  "revokeTokens",
  "startSilentRenew",
  "stopSilentRenew",
  "removeUser",
] as const;

type Navigator = (typeof navigatorKeys)[number];
type AnyCall = (args: unknown) => unknown;

/**
 * The session of someone with no stored session (a visitor): signed out, not loading, and every
 * action loads the OIDC client first and then does what react-oidc-context's provider would (a
 * failed navigation becomes `error` with its `source`, as there). Sign-in leaves the page, and the
 * callback page then runs the real provider.
 */
function VisitorAuthProvider({ env, children }: { env: Env; children: ReactNode }) {
  const [activeNavigator, setActiveNavigator] = useState<Navigator>();
  const [error, setError] = useState<AuthContextProps["error"]>();

  const actions = useMemo(() => {
    const call = (key: string) => async (args: unknown) => {
      const manager = await loadUserManager(env);
      return (manager[key as keyof UserManager] as AnyCall).call(manager, args);
    };
    const navigate = (key: Navigator) => async (args: unknown) => {
      setActiveNavigator(key);
      try {
        return await call(key)(args);
      } catch (cause) {
        const message = cause instanceof Error ? cause.message : `Unknown error while executing ${key}(...).`;
        setError({
          name: "Error",
          message,
          innerError: cause,
          source: key,
          args,
        } as AuthContextProps["error"]);
        return null;
      } finally {
        setActiveNavigator(undefined);
      }
    };
    return {
      settings: oidcBaseSettings(env),
      ...Object.fromEntries(navigatorKeys.map((key) => [key, navigate(key)])),
      ...Object.fromEntries(managerKeys.map((key) => [key, call(key)])),
    };
  }, [env]);

  const value = useMemo(
    () =>
      ({
        ...actions,
        user: null,
        isAuthenticated: false,
        isLoading: activeNavigator !== undefined,
        activeNavigator,
        error,
      }) as unknown as AuthContextProps,
    [actions, activeNavigator, error],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * The OIDC session for the app. With a stored session or a sign-in callback in the address, the
 * real provider (react-oidc-context over oidc-client-ts) loads behind the start-up spinner; for a
 * visitor the app starts at once without the OIDC client, which is a tenth of the first page's
 * JavaScript (docs/decisions, web weight).
 */
export function AppAuthProvider({ env, children }: { env: Env; children: ReactNode }) {
  const [hasSession] = useState(() => pageStartsWithSession(env));
  if (!hasSession) return <VisitorAuthProvider env={env}>{children}</VisitorAuthProvider>;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <OidcAuthProvider env={env}>{children}</OidcAuthProvider>
    </Suspense>
  );
}
