import { html, type SafeHtml } from "./html";

export type LayoutOptions = {
  title: string;
  supportEmail?: string;
  /** Where the brand links to (the app's home). */
  homeUrl?: string;
  /** Wider column for content pages such as the dev outbox. */
  isWide?: boolean;
  scripts?: string[];
};

const logo = html`<svg class="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
  <rect x="7" y="4" width="18" height="22" rx="3" fill="#dbe4f7"></rect>
  <rect x="4" y="8" width="18" height="22" rx="3" fill="#2456c4"></rect>
  <path d="M9 15h8M9 19h8M9 23h5" stroke="#fff" stroke-width="2" stroke-linecap="round"></path>
</svg>`;

/** Wraps page content in the product's document shell: fonts, styles, brand and help footer. */
export function layout(options: LayoutOptions, content: SafeHtml): string {
  const help = options.supportEmail
    ? html`<p>Need help? Write to <a href="mailto:${options.supportEmail}">${options.supportEmail}</a>.</p>`
    : "";
  return `<!doctype html>${html`<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${options.title} · KEEN Cards</title>
  <link rel="stylesheet" href="/assets/fonts/inter/index.css">
  <link rel="stylesheet" href="/assets/fonts/source-serif-4/index.css">
  <link rel="stylesheet" href="/assets/base.css">
  <link rel="stylesheet" href="/assets/forms.css">
  <link rel="stylesheet" href="/assets/content.css">
  ${(options.scripts ?? []).map((src) => html`<script src="${src}" defer></script>`)}
</head>
<body>
  <a class="skip-link" href="#main">Skip to content</a>
  <div class="shell${options.isWide ? " shell-wide" : ""}">
    <header class="brand">
      ${
        options.homeUrl
          ? html`<a class="brand-link" href="${options.homeUrl}">${logo}<span class="brand-name">KEEN Cards</span></a>`
          : html`<span class="brand-link">${logo}<span class="brand-name">KEEN Cards</span></span>`
      }
    </header>
    <main id="main" class="card" tabindex="-1">
      ${content}
    </main>
    <footer class="page-footer">${help}</footer>
  </div>
</body>
</html>`}`;
}
