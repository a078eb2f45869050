import type { PartnerInstitution } from "@keen/contracts";
import { Link } from "react-router";
import { InstitutionLogo } from "./institution-logo";
import { formatPlace } from "./institution-place";

/** An institution as a tile: logo, name and place, the whole tile linking to its page. */
export function InstitutionTile({ institution }: { institution: PartnerInstitution }) {
  return (
    <div className="group relative flex h-full flex-col items-center rounded-(--radius-card) border border-slate-200 bg-white p-5 text-center shadow-(--shadow-card) transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-(--shadow-pop)">
      <InstitutionLogo institution={institution} className="size-24 ring-0" />
      <Link
        to={`/institution/${institution.id}`}
        className="mt-3 font-serif text-base leading-snug font-semibold text-balance text-slate-900 outline-none after:absolute after:inset-0 group-hover:text-brand-800"
      >
        {institution.name}
      </Link>
      <p className="mt-1 text-xs text-slate-500">{formatPlace(institution)}</p>
    </div>
  );
}
