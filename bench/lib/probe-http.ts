import http, { type IncomingHttpHeaders } from "node:http";
import { authorizeUrl, newAuthRequest } from "../../apps/idp/src/test/oidc-client";

/** What one HTTP exchange gave: status 0 with `error` when the connection failed. */
export type HttpResult = { status: number; headers: IncomingHttpHeaders; body: string; error?: string };

export type HttpOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The local address to connect from (127.0.0.x), so that a server sees another client address. */
  localAddress?: string;
  timeoutMs?: number;
};

/**
 * One HTTP request with Node's client (which, unlike fetch, can pick the local address). Never
 * throws: a reset, refusal or timeout comes back as status 0 with the error code.
 */
export function request(url: string, options: HttpOptions = {}): Promise<HttpResult> {
  const target = new URL(url);
  const headers = { host: target.host, ...options.headers };
  // "localhost" may resolve to ::1, which a 127.0.0.x local address cannot reach (the Host header
  // keeps the name, so the server's absolute redirects stay on it).
  if (target.hostname === "localhost") target.hostname = "127.0.0.1";
  return new Promise((resolve) => {
    const req = http.request(
      target,
      {
        method: options.method ?? "GET",
        headers,
        localAddress: options.localAddress,
        timeout: options.timeoutMs ?? 15_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", (error) => resolve({ status: 0, headers: {}, body: "", error: error.message }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, headers: {}, body: "", error: error.code ?? error.message }),
    );
    req.end(options.body);
  });
}

/**
 * A minimal browser for the identity provider's forms from one local address: keeps cookies and
 * follows redirects while they stay on the IdP's origin.
 */
export class ProbeBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly origin: string,
    private readonly localAddress?: string,
  ) {}

  /** GETs a page, following redirects on the origin; answers the last response and its URL. */
  visit(url: string): Promise<HttpResult & { url: URL }> {
    return this.go(new URL(url, this.origin), { method: "GET" });
  }

  /** POSTs a urlencoded form and follows the redirects. */
  submit(url: string, fields: Record<string, string>): Promise<HttpResult & { url: URL }> {
    return this.go(new URL(url, this.origin), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  }

  private async go(start: URL, options: HttpOptions): Promise<HttpResult & { url: URL }> {
    let url = start;
    let next = options;
    for (let hop = 0; hop < 20; hop++) {
      const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
      const response = await request(url.href, {
        ...next,
        localAddress: this.localAddress,
        headers: { ...next.headers, cookie },
      });
      for (const line of [response.headers["set-cookie"] ?? []].flat()) {
        const [pair = ""] = line.split(";");
        const index = pair.indexOf("=");
        this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
      }
      const location = response.headers.location;
      if (!location || response.status < 300 || response.status >= 400) return { ...response, url };
      const target = new URL(location, url);
      if (target.origin !== new URL(this.origin).origin) return { ...response, url: target };
      url = target;
      next = { method: "GET" };
    }
    throw new Error("too many redirects");
  }
}

/** The action of the first form on an IdP page. */
export function formAction(html: string): string {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error("no form on the page");
  return action.replaceAll("&amp;", "&");
}

/** The web app's authorization request (code + PKCE), as a URL and the verifier for the token exchange. */
export function authorizeRequest(idpUrl: string, appUrl: string, extra: Record<string, string> = {}) {
  const request = newAuthRequest();
  const options = { clientId: "keen-web", appUrl, audience: "urn:keen:api", request, extra };
  return { url: authorizeUrl(idpUrl, options), verifier: request.verifier };
}
