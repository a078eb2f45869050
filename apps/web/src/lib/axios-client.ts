import type { ErrorCode } from "@keen/contracts";
import axios, { type AxiosInstance, type CreateAxiosDefaults, isAxiosError, isCancel } from "axios";
import { ApiError, type FieldIssue } from "./api-error";
import { notify } from "./notifications";
import { throttleProgress } from "./progress-throttle";

/**
 * The axios half of the API client, loaded with the first request (see `api-client.ts`): axios is
 * a tenth of a visitor's first JavaScript and no page needs it before it asks the API something.
 */

declare module "axios" {
  interface AxiosRequestConfig {
    /** Statuses the caller handles itself: no error notification for them (the error is still thrown). */
    quietStatuses?: number[];
  }
}

/** True when the request was aborted on purpose (e.g. a query was cancelled); never worth a notification. */
export function isCancelledRequest(error: unknown): boolean {
  return isCancel(error);
}

/**
 * Turns anything a request may throw into an `ApiError`. The message is the response's `message`
 * field when there is one, else the client's own error message (spec §8).
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) {
    return new ApiError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  const status = error.response?.status;
  const body: unknown = error.response?.data;
  const parsed = readErrorResponse(body);
  if (parsed) return new ApiError(parsed.message, { status, ...parsed, cause: error });
  const message = readMessage(body) ?? error.message;
  return new ApiError(message, { status, cause: error });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
const isFieldIssue = (value: unknown): value is FieldIssue =>
  isRecord(value) && typeof value.field === "string" && typeof value.message === "string";

/**
 * The API's error body (contracts' ErrorResponse: message, code, optional details), checked by
 * hand so the client does not load zod and every schema with its first request.
 */
function readErrorResponse(
  body: unknown,
): { message: string; code: ErrorCode; details?: FieldIssue[] } | undefined {
  if (!isRecord(body) || typeof body.message !== "string" || typeof body.code !== "string") return undefined;
  const { details } = body;
  if (details !== undefined && !(Array.isArray(details) && details.every(isFieldIssue))) return undefined;
  return { message: body.message, code: body.code as ErrorCode, details };
}

function readMessage(body: unknown): string | undefined {
  if (isRecord(body) && typeof body.message === "string") return body.message || undefined;
  return undefined;
}

export type ApiClientOptions = {
  /** Base address, resolved per request so the client can be created before the env is read. */
  baseURL: string | (() => string);
  headers?: CreateAxiosDefaults["headers"];
  getToken?: () => Promise<string | undefined>;
  /** Called on the first 401 of the page's life, with where to return after signing in. */
  onFirstUnauthorized?: (redirectTo: string) => void;
  /** True when a 401 is a visitor meeting a members' part of a public page: no redirect, no notification. */
  isVisitorReading?: () => boolean;
  /** Answers a plain GET from what the page asked before the app loaded (lib/early-requests.ts). */
  takesEarlyResponses?: boolean;
};

/** Handlers the lazy client passes in: its token source and what to do on the first 401. */
export type AxiosClientHooks = {
  getToken: () => Promise<string | undefined>;
  onUnauthorized: (error: ApiError) => boolean;
};

/**
 * The axios instance behind one API client: bearer token, JSON by default, 2xx is success, no
 * timeout, progress at most 3 times a second; failures raise an `ApiError` and an "Error"
 * notification unless the caller is quiet about the status or the 401 hook took it.
 */
export function createAxiosClient(options: ApiClientOptions, hooks: AxiosClientHooks): AxiosInstance {
  const client = axios.create({
    headers: { Accept: "application/json", ...options.headers },
    timeout: 0,
    validateStatus: (status) => status >= 200 && status < 300,
  });

  client.interceptors.request.use(async (config) => {
    config.baseURL ??= typeof options.baseURL === "function" ? options.baseURL() : options.baseURL;
    const token = await hooks.getToken();
    if (token) config.headers.set("Authorization", `Bearer ${token}`);
    if (config.onUploadProgress) config.onUploadProgress = throttleProgress(config.onUploadProgress);
    if (config.onDownloadProgress) config.onDownloadProgress = throttleProgress(config.onDownloadProgress);
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    if (isCancelledRequest(error)) throw error;
    const apiError = toApiError(error);
    if (hooks.onUnauthorized(apiError)) throw apiError;
    const quiet = isAxiosError(error) && error.config?.quietStatuses?.includes(apiError.status ?? -1);
    if (!quiet) notify({ type: "error", title: "Error", message: apiError.message });
    throw apiError;
  });

  return client;
}
