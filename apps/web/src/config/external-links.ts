import { readEnvSource } from "@/lib/env";

/**
 * Destinations of the spec's external routes (spec §2). Each route path maps to a label and a URL.
 * Defaults point at the KEEN public site; deployments override any of them with `VITE_EXTERNAL_LINKS`
 * (at run time `window.__KEEN_CONFIG__.VITE_EXTERNAL_LINKS`), a JSON object keyed by route path, e.g.
 * `{"contact-us": "https://forms.example.edu/keen-contact"}`.
 */
const KEEN_SITE = "https://engineeringunleashed.com";

export const externalLinkDefaults = {
  "intro-to-em": { label: "Intro to EM", url: `${KEEN_SITE}/intro-to-em` },
  "community-hub": { label: "the Community Hub", url: `${KEEN_SITE}/community` },
  "contact-us": { label: "the contact form", url: `${KEEN_SITE}/contact-us` },
  "feedback-rating": { label: "the feedback form", url: `${KEEN_SITE}/feedback` },
  community: { label: "the KEEN community", url: `${KEEN_SITE}/community` },
  "materials-license-agreement": {
    label: "the materials license agreement",
    url: `${KEEN_SITE}/materials-license-agreement.pdf`,
  },
  contact: { label: "the contact form", url: `${KEEN_SITE}/contact-us` },
  "faculty-workshops": { label: "faculty workshops", url: `${KEEN_SITE}/faculty-development` },
  "explore/entrepreneurial-mindset": {
    label: "the entrepreneurial mindset",
    url: `${KEEN_SITE}/mindset`,
  },
  "explore/resources": { label: "KEEN resources", url: `${KEEN_SITE}/resources` },
  "explore/keen": { label: "KEEN", url: `${KEEN_SITE}/keen` },
  "explore/faculty-development": {
    label: "faculty development",
    url: `${KEEN_SITE}/faculty-development`,
  },
} as const satisfies Record<string, { label: string; url: string }>;

export type ExternalLinkKey = keyof typeof externalLinkDefaults;

/** Every external route path (without the leading slash). */
export const externalLinkKeys = Object.keys(externalLinkDefaults) as ExternalLinkKey[];

export function isExternalLinkKey(value: string): value is ExternalLinkKey {
  return Object.hasOwn(externalLinkDefaults, value);
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const { protocol } = new URL(value);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

/** Reads the runtime overrides; a malformed value is ignored (with a warning) rather than breaking the app. */
function readOverrides(): Record<string, unknown> {
  const raw = readEnvSource().VITE_EXTERNAL_LINKS;
  if (raw === undefined || raw === "") return {};
  try {
    const parsed: unknown = typeof raw === "string" ? JSON.parse(raw) : raw;
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // fall through to the warning below
  }
  console.warn("VITE_EXTERNAL_LINKS must be a JSON object of route path → URL; using defaults.");
  return {};
}

/** The label and URL an external route forwards to, with the runtime override applied. */
export function getExternalLink(key: ExternalLinkKey): { label: string; url: string } {
  const fallback = externalLinkDefaults[key];
  const override = readOverrides()[key];
  return { label: fallback.label, url: isHttpUrl(override) ? override : fallback.url };
}

/** Leaves the app for `url`, replacing the current history entry so Back returns to the previous page. */
export function replaceLocation(url: string): void {
  window.location.replace(url);
}
