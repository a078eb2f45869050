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

// The same stacked-cards mark as the web app's logo and favicon.
const logo = html`<svg class="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
  <rect width="32" height="32" rx="8" fill="#2456c4"></rect>
  <rect x="8" y="9" width="13" height="16" rx="2" fill="#fff" opacity=".55"></rect>
  <rect x="11" y="7" width="13" height="16" rx="2" fill="#fff"></rect>
  <rect x="13.5" y="10.5" width="8" height="1.6" rx=".8" fill="#2456c4"></rect>
  <rect x="13.5" y="13.8" width="5.5" height="1.6" rx=".8" fill="#8cb0f7"></rect>
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
  <link rel="icon" type="image/svg+xml" href="/assets/favicon.svg">
  <meta name="theme-color" content="#2456c4">
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
          ? html`<a class="brand-link" href="${options.homeUrl}">${logo}<span class="brand-name">KEEN <span class="brand-accent">Cards</span></span></a>`
          : html`<span class="brand-link">${logo}<span class="brand-name">KEEN <span class="brand-accent">Cards</span></span></span>`
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
