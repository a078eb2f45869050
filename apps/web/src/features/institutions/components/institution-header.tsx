import type { InstitutionDetail } from "@keen/contracts";
import { ExternalLink, MapPin, Pencil } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs, type Crumb } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { InstitutionLogo } from "./institution-logo";
import { displayWebsite, formatPlace } from "./institution-place";

/** The band at the top of an institution's page: logo, name, place, website and partner badge. */
export function InstitutionHeader({ institution }: { institution: InstitutionDetail }) {
  const crumbs: Crumb[] = [
    { label: "Home", to: "/" },
    ...(institution.isPartner ? [{ label: "KEEN Partners", to: "/keen-partners" }] : []),
    { label: institution.shortName ?? institution.name },
  ];
  const place = formatPlace(institution);

  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50/70 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-10 sm:px-6 sm:pt-10 sm:pb-12">
        <Breadcrumbs items={crumbs} />
        <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-center">
          <InstitutionLogo institution={institution} className="size-24 shadow-(--shadow-card) sm:size-28" />
          <div className="min-w-0 flex-1">
            {institution.isPartner ? <Badge className="mb-2">KEEN partner</Badge> : null}
            <h1 className="text-3xl font-semibold text-balance sm:text-4xl">{institution.name}</h1>
            <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-slate-600">
              {place ? (
                <span className="inline-flex items-center gap-1.5">
                  <MapPin className="size-4 text-slate-400" aria-hidden />
                  {place}
                </span>
              ) : null}
              {institution.website ? (
                <a
                  href={institution.website}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
                >
                  {displayWebsite(institution.website)}
                  <ExternalLink className="size-3.5" aria-hidden />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
            </div>
          </div>
          {institution.abilities.edit ? (
            <Button asChild variant="outline" className="self-start sm:self-center">
              <Link to={`/admin/institutions/${institution.id}/edit`}>
                <Pencil aria-hidden />
                Edit institution
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
