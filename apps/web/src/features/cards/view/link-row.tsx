import { ExternalLink } from "lucide-react";

/** The host of a link, shown under its title ("www.asee.org"). */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** One external link of a resources folder (http/https only, checked by the API). */
export function LinkRow({ url, title }: { url: string; title: string }) {
  const host = hostOf(url);
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <span
        aria-hidden
        className="grid size-10 shrink-0 place-items-center rounded-lg bg-sky-50 text-sky-700"
      >
        <ExternalLink className="size-5" />
      </span>
      <div className="min-w-0">
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="block truncate text-sm font-medium text-brand-700 hover:underline"
        >
          {title.trim() || host}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <p className="truncate text-xs text-slate-500">{host}</p>
      </div>
    </li>
  );
}
