import type { ZodApp } from "@keen/server-kit";
import type { Member } from "../../plugins/auth";
import { bearer, signTokenFor } from "../../test/factories";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * A tiny client for card route tests: `call(member, "PUT", url, body)` signs a token for the
 * member (or sends none for `null`) and injects the request.
 */
export function cardsTestClient(app: ZodApp) {
  const tokens = new Map<string, string>();
  return async function call(caller: Member | null, method: Method, url: string, body?: unknown) {
    let headers = {};
    if (caller) {
      let token = tokens.get(caller.id);
      if (!token) {
        token = await signTokenFor(caller);
        tokens.set(caller.id, token);
      }
      headers = bearer(token);
    }
    return app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
  };
}
