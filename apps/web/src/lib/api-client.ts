import axios, { type AxiosInstance, type CreateAxiosDefaults } from "axios";
import { isCancelledRequest, toApiError } from "./api-error";
import { getEnv } from "./env";
import { notify } from "./notifications";
import { getAccessToken } from "./oidc";
import { throttleProgress } from "./progress-throttle";

export { ApiError, type FieldIssue, isApiError } from "./api-error";

declare module "axios" {
  interface AxiosRequestConfig {
    /** Statuses the caller handles itself: no error notification for them (the error is still thrown). */
    quietStatuses?: number[];
  }
}

export type ApiClientOptions = {
  /** Base address, resolved per request so the client can be created before the env is read. */
  baseURL: string | (() => string);
  headers?: CreateAxiosDefaults["headers"];
  getToken?: () => Promise<string | undefined>;
  /** Called on the first 401 of the page's life, with where to return after signing in. */
  onFirstUnauthorized?: (redirectTo: string) => void;
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

function redirectToLogin(redirectTo: string) {
  window.location.assign(`/auth/login?redirectTo=${encodeURIComponent(redirectTo)}`);
}

/**
 * An HTTP client with the product's rules (spec §7, §8): bearer token when there is one, JSON by
 * default and multipart for FormData, 2xx is success, no timeout, progress at most 3 times a second;
 * failures raise an `ApiError` and an "Error" notification, except the first 401, which sends the
 * person to sign in instead.
 */
export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const { getToken = getAccessToken, onFirstUnauthorized = redirectToLogin } = options;
  const client = axios.create({
    headers: { Accept: "application/json", ...options.headers },
    timeout: 0,
    validateStatus: (status) => status >= 200 && status < 300,
  });

  client.interceptors.request.use(async (config) => {
    config.baseURL ??= typeof options.baseURL === "function" ? options.baseURL() : options.baseURL;
    const token = await getToken();
    if (token) config.headers.set("Authorization", `Bearer ${token}`);
    if (config.onUploadProgress) config.onUploadProgress = throttleProgress(config.onUploadProgress);
    if (config.onDownloadProgress) config.onDownloadProgress = throttleProgress(config.onDownloadProgress);
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    if (isCancelledRequest(error)) throw error;
    const apiError = toApiError(error);
    if (apiError.status === 401 && !hasRedirectedOnUnauthorized) {
      hasRedirectedOnUnauthorized = true;
      onFirstUnauthorized(currentReturnPath());
      throw apiError;
    }
    const quiet = axios.isAxiosError(error) && error.config?.quietStatuses?.includes(apiError.status ?? -1);
    if (!quiet) notify({ type: "error", title: "Error", message: apiError.message });
    throw apiError;
  });

  return client;
}

/** The product API (`VITE_API_URL`). */
export const apiClient = createApiClient({ baseURL: () => getEnv().VITE_API_URL });

/** The separate search service (`VITE_SEARCH_URL`). */
export const searchClient = createApiClient({ baseURL: () => getEnv().VITE_SEARCH_URL });

/** The identity provider's management API (`${VITE_AUTH_DOMAIN}/api/v2`). */
export const idpClient = createApiClient({
  baseURL: () => `${getEnv().VITE_AUTH_DOMAIN}/api/v2`,
  headers: { "Content-Type": "application/json" },
});
