import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { type ApiClient, apiClient } from "@/lib/api-client";

export type MockReply = { status: number; data?: unknown };
export type MockRoute = (config: InternalAxiosRequestConfig) => MockReply;

/**
 * Answers requests of an API client from `routes` keyed "METHOD /path" (the HTTP layer is outside
 * the unit under test). Returns the requests it saw. Unknown routes answer 404.
 */
export function mockApi(routes: Record<string, MockRoute>, client: ApiClient = apiClient) {
  const requests: InternalAxiosRequestConfig[] = [];
  client.defaults.adapter = async (config) => {
    requests.push(config);
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    const reply = routes[key]?.(config) ?? { status: 404, data: { message: "Not found", code: "not_found" } };
    const response = { ...reply, statusText: "", headers: {}, config } as AxiosResponse;
    if (config.validateStatus?.(reply.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      "ERR_BAD_RESPONSE",
      config,
      {},
      response,
    );
  };
  return requests;
}
