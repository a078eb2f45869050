import { ArrowLeft, ArrowUpRight } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation, useMatches } from "react-router";
import { NotFoundView } from "@/components/errors/not-found-view";
import { Spinner } from "@/components/ui/spinner";
import { getExternalLink, isExternalLinkKey, replaceLocation } from "@/config/external-links";

/** The configured link of the current route: its `handle.externalLink`, else its own path. */
function useExternalLinkKey(): string {
  const matches = useMatches();
  const { pathname } = useLocation();
  const handle = matches.at(-1)?.handle as { externalLink?: string } | undefined;
  return handle?.externalLink ?? pathname.replace(/^\/+|\/+$/g, "");
}

/** Route module for the spec's external routes: forwards to the configured URL, with a link as fallback. */
export function Component() {
  const key = useExternalLinkKey();
  const link = isExternalLinkKey(key) ? getExternalLink(key) : undefined;
  const url = link?.url;

  useEffect(() => {
    if (url) replaceLocation(url);
  }, [url]);

  if (!link) return <NotFoundView />;
  const host = new URL(link.url).host;

  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center px-6 py-16 text-center">
      <Spinner size="lg" label="" />
      <h1 className="mt-6 text-2xl font-semibold">Taking you to {link.label}…</h1>
      <p className="mt-2 text-slate-600">
        You are leaving KEEN Cards for <span className="font-medium text-slate-800">{host}</span>.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm font-semibold">
        <a href={link.url} className="inline-flex items-center gap-1 text-brand-700 hover:underline">
          Continue to {host} <ArrowUpRight className="size-4" aria-hidden />
        </a>
        <Link to="/" className="inline-flex items-center gap-1 text-slate-700 hover:underline">
          <ArrowLeft className="size-4" aria-hidden /> Back to home
        </Link>
      </div>
    </div>
  );
}
