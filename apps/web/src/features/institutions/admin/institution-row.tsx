import type { InstitutionListItem } from "@keen/contracts";
import { ExternalLink, Pencil } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format-date";
import { InstitutionLogo } from "../components/institution-logo";
import { formatPlace } from "../components/institution-place";

/** One institution in the admin list: logo, name, place, partner badge, members and its actions. */
export function InstitutionRow({ institution }: { institution: InstitutionListItem }) {
  return (
    <li className="flex flex-col gap-3 px-4 py-3.5 sm:flex-row sm:items-center sm:gap-5 sm:px-5">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <InstitutionLogo institution={institution} className="size-12 rounded-lg" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={`/admin/institutions/${institution.id}/edit`}
              className="font-semibold text-slate-900 hover:text-brand-800 hover:underline"
            >
              {institution.name}
            </Link>
            {institution.isPartner ? <Badge>KEEN partner</Badge> : null}
          </div>
          <p className="mt-0.5 text-sm text-slate-500">
            {[
              formatPlace(institution),
              `${institution.members} ${institution.members === 1 ? "member" : "members"}`,
              `updated ${formatDate(institution.updatedAt)}`,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <Button asChild variant="ghost" size="sm">
          <Link to={`/institution/${institution.id}`} aria-label={`View ${institution.name}'s page`}>
            <ExternalLink aria-hidden />
            View
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={`/admin/institutions/${institution.id}/edit`} aria-label={`Edit ${institution.name}`}>
            <Pencil aria-hidden />
            Edit
          </Link>
        </Button>
      </div>
    </li>
  );
}
