import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosResponse } from "axios";
import type { ApiError } from "./api-error";
import type { ApiClientOptions } from "./axios-client";
import { takeEarlyResponse } from "./early-requests";
import { getEnv, isLibraryPublic, loadEnv } from "./env";
import { getAccessToken, pageStartsWithSession } from "./oidc";

export { ApiError, type FieldIssue, isApiError } from "./api-error";
export type { ApiClientOptions } from "./axios-client";

/**
 * What callers use of an API client: axios's request methods (same arguments and responses), and
 * `defaults.adapter` for tests that answer requests without a network.
 */
export type ApiClient = {
  defaults: { adapter?: AxiosAdapter };
  request<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
};

let hasRedirectedOnUnauthorized = false;

/** Forgets that a 401 already redirected (tests, and after a successful sign-in). */
export function resetUnauthorizedRedirect(): void {
  hasRedirectedOnUnauthorized = false;
}

/** Where to come back after signing in: the current `redirectTo` parameter, else the current path. */
export function currentReturnPath(location: Pick<Location, "pathname" | "search"> = window.location): string {
  const redirectTo = new URLSearchParams(location.search).get("redirectTo");
  return redirectTo || `${location.pathname}${location.search}`;
}

/**
 * True for a visitor (a page without a session) in a public library (issue 25): a 401 then marks a
 * members' part of the page, which explains itself in place, not a reason to leave the page.
 */
export function isVisitorInOpenLibrary(): boolean {
  const env = loadEnv();
  return env.success && isLibraryPublic() && !pageStartsWithSession(env.env);
}

function redirectToLogin(redirectTo: string) {
  window.location.assign(`/auth/login?redirectTo=${encodeURIComponent(redirectTo)}`);
}

/**
 * An HTTP client with the product's rules (spec §7, §8): bearer token when there is one, JSON by
 * default and multipart for FormData, 2xx is success, no timeout, progress at most 3 times a second;
 * failures raise an `ApiError` and an "Error" notification, except the first 401, which sends the
 * person to sign in instead (a visitor reading the public library is left on the page, unnotified). axios and the error handling load with the first request
 * (`axios-client.ts`), so pages that ask nothing of the API never download them.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const {
    getToken = getAccessToken,
    onFirstUnauthorized = redirectToLogin,
    isVisitorReading = isVisitorInOpenLibrary,
  } = options;
  const onUnauthorized = (error: ApiError) => {
    if (error.status !== 401) return false;
    if (isVisitorReading()) return true;
    if (hasRedirectedOnUnauthorized) return false;
    hasRedirectedOnUnauthorized = true;
    onFirstUnauthorized(currentReturnPath());
    return true;
  };
  let instance: Promise<AxiosInstance> | undefined;
  const load = () =>
    (instance ??= import("./axios-client").then(({ createAxiosClient }) =>
      createAxiosClient(options, { getToken, onUnauthorized }),
    ));
  const defaults: ApiClient["defaults"] = {};
  /** The page's early answer for a plain GET of the same path, asked with the same token (or none). */
  const earlyAdapter = async (config: AxiosRequestConfig): Promise<AxiosAdapter | undefined> => {
    if (!options.takesEarlyResponses || config.method !== "get" || config.params || !config.url) return;
    const early = takeEarlyResponse(config.url);
    const answer = early && (await early);
    if (!answer || (answer.token ?? undefined) !== (await getToken())) return;
    return async (adapted) => ({
      data: answer.data,
      status: answer.status,
      statusText: "OK",
      headers: {},
      config: adapted,
      request: undefined,
    });
  };
  const request = async <T>(config: AxiosRequestConfig) => {
    const adapter = (await earlyAdapter(config)) ?? config.adapter ?? defaults.adapter;
    return (await load()).request<T>({ ...config, adapter });
  };
  return {
    defaults,
    request,
    get: (url, config) => request({ ...config, method: "get", url }),
    delete: (url, config) => request({ ...config, method: "delete", url }),
    post: (url, data, config) => request({ ...config, method: "post", url, data }),
    put: (url, data, config) => request({ ...config, method: "put", url, data }),
    patch: (url, data, config) => request({ ...config, method: "patch", url, data }),
  };
}

/** The product API (`VITE_API_URL`); its first reads may have been asked by the page already. */
export const apiClient = createApiClient({ baseURL: () => getEnv().VITE_API_URL, takesEarlyResponses: true });

/** The separate search service (`VITE_SEARCH_URL`). */
export const searchClient = createApiClient({ baseURL: () => getEnv().VITE_SEARCH_URL });

/** The identity provider's management API (`${VITE_AUTH_DOMAIN}/api/v2`). */
export const idpClient = createApiClient({
  baseURL: () => `${getEnv().VITE_AUTH_DOMAIN}/api/v2`,
  headers: { "Content-Type": "application/json" },
});
