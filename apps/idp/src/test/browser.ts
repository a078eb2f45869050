type Cookie = { name: string; value: string; path: string };

export type Visit = {
  /** The last URL requested (an IdP page) or the app URL the IdP redirected to. */
  url: URL;
  status: number;
  /** Body of the last IdP response (empty when the flow left for the app). */
  body: string;
};

/**
 * A tiny browser for HTTP-level flow tests: keeps cookies (by name and path) and follows
 * redirects while they stay on the IdP; stops at the first redirect to another origin.
 */
export class TestBrowser {
  private readonly cookies = new Map<string, Cookie>();

  /** `headers` go with every request (e.g. `x-forwarded-for` to act from another address). */
  constructor(
    private readonly origin: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  /** GETs `url` and follows redirects on the IdP's origin. */
  visit(url: string): Promise<Visit> {
    return this.go(url, { method: "GET" });
  }

  /** POSTs a form (urlencoded) and follows the redirects. */
  submit(url: string, fields: Record<string, string>): Promise<Visit> {
    return this.go(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  }

  private async go(start: string, init: RequestInit): Promise<Visit> {
    let url = new URL(start, this.origin);
    let request = init;
    for (let hop = 0; hop < 20; hop++) {
      const response = await fetch(url, {
        ...request,
        redirect: "manual",
        headers: {
          ...this.headers,
          ...(request.headers as Record<string, string>),
          cookie: this.cookieHeader(url),
        },
      });
      this.store(response);
      const location = response.headers.get("location");
      if (!location || response.status < 300 || response.status >= 400) {
        return { url, status: response.status, body: await response.text() };
      }
      await response.body?.cancel();
      const next = new URL(location, url);
      if (next.origin !== new URL(this.origin).origin)
        return { url: next, status: response.status, body: "" };
      url = next;
      request = { method: "GET" };
    }
    throw new Error("too many redirects");
  }

  private cookieHeader(url: URL): string {
    return [...this.cookies.values()]
      .filter(
        (cookie) => url.pathname === cookie.path || url.pathname.startsWith(cookie.path.replace(/\/?$/, "/")),
      )
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join("; ");
  }

  private store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const attr = new Map(
        attributes.map((a) => {
          const i = a.indexOf("=");
          return i < 0
            ? [a.trim().toLowerCase(), ""]
            : [a.slice(0, i).trim().toLowerCase(), a.slice(i + 1).trim()];
        }),
      );
      const path = attr.get("path") || "/";
      const key = `${name};${path}`;
      const expires = attr.get("expires");
      const isExpired =
        attr.get("max-age") === "0" || (expires !== undefined && Date.parse(expires) <= Date.now());
      if (isExpired || value === "") this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }
}
