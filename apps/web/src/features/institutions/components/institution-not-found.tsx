import { Building2, Handshake, Home } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** Shown for an institution id that does not exist (or is not an id at all). */
export function InstitutionNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Building2 className="size-8" aria-hidden />
      </span>
      <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">We couldn’t find that institution</h1>
      <p className="mt-3 text-lg leading-8 text-slate-600">
        The link may be out of date, or the institution may have been removed. The partners page lists every
        institution in the KEEN network.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/keen-partners">
            <Handshake aria-hidden />
            See KEEN partners
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">
            <Home aria-hidden />
            Back to home
          </Link>
        </Button>
      </div>
    </div>
  );
}
