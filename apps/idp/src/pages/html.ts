import { escapeHtml } from "@keen/server-kit/html";

/** HTML that is already safe to emit (built by `html` or a trusted template). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/**
 * Tagged template for markup: every interpolated value is escaped unless it is SafeHtml;
 * arrays are joined; null, undefined and false render as nothing.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? "");
  });
  return new SafeHtml(out);
}

/** Marks a string produced elsewhere (e.g. oidc-provider's hidden form) as trusted markup. */
export function trusted(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  if (value === null || value === undefined || value === false) return "";
  return escapeHtml(String(value));
}
