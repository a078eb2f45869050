import { Home, TriangleAlert } from "lucide-react";
import { useEffect, useLayoutEffect } from "react";
import { isRouteErrorResponse, useNavigate, useRouteError } from "react-router";
import { DocumentTitle } from "@/components/layout/document-title";
import { Button } from "@/components/ui/button";
import { dismissEarlyPage } from "@/lib/early-page";
import { NotFoundView } from "./not-found-view";

export const ROUTE_ERROR_MESSAGE =
  "Sorry, something went wrong! We've been notified and are working on fixing it.";

/** A lazily loaded page failed to download (often a new release replaced the old files). */
function isModuleLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|module script failed/i.test(error.message);
}

/**
 * The error element of every route (spec §2, §8): logs the error and offers a reset that goes home.
 * A 404 from the router shows the not-found page instead.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();

  useEffect(() => {
    console.error(error);
  }, [error]);
  // The server's early card page must not cover the error (src/lib/early-page.ts).
  useLayoutEffect(dismissEarlyPage, []);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;

  // After a failed module download, reload the page so home comes with the current release's files.
  function handleReset() {
    if (isModuleLoadError(error)) window.location.assign("/");
    else void navigate("/", { replace: true });
  }

  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center"
    >
      <DocumentTitle title="Something went wrong" />
      <span className="grid size-14 place-items-center rounded-full bg-amber-50 text-amber-800 ring-1 ring-amber-200">
        <TriangleAlert className="size-7" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-semibold sm:text-3xl">{ROUTE_ERROR_MESSAGE}</h1>
      <p className="mt-3 leading-7 text-slate-600">
        Head back to the home page and try again in a moment. If it keeps happening, let us know what you were
        doing.
      </p>
      <Button className="mt-7" onClick={handleReset}>
        <Home aria-hidden />
        Back to home
      </Button>
    </div>
  );
}
