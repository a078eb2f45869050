import { Compass, Home, Search } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** The friendly 404 page: what happened and three ways onward. */
export function NotFoundView() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <p className="font-serif text-7xl font-semibold text-brand-200 sm:text-8xl" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">We couldn’t find that page</h1>
      <p className="mt-3 text-lg leading-8 text-slate-600">
        The link may be out of date, or the page may have moved. Try searching, or head back to somewhere
        familiar.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">
            <Home aria-hidden />
            Back to home
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/search">
            <Search aria-hidden />
            Search
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/explore">
            <Compass aria-hidden />
            Explore
          </Link>
        </Button>
      </div>
    </div>
  );
}
