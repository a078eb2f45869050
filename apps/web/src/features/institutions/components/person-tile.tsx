import type { InstitutionPerson } from "@keen/contracts";
import { Link } from "react-router";
import { MemberAvatar } from "@/features/members";

type PersonTileProps = {
  person: InstitutionPerson;
  /** A short note under the title ("Fellow 2024"). */
  note?: string;
};

/** A member in one of an institution's lists: picture, name linking to the profile, title. */
export function PersonTile({ person, note }: PersonTileProps) {
  return (
    <div className="group relative flex h-full items-center gap-3 rounded-(--radius-card) border border-slate-200 bg-white p-3.5 shadow-(--shadow-card) transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-(--shadow-pop)">
      <MemberAvatar member={person} size="md" />
      <div className="min-w-0">
        <Link
          to={`/members/${person.userId}`}
          className="block truncate font-semibold text-slate-900 outline-none after:absolute after:inset-0 group-hover:text-brand-800"
        >
          {person.name}
        </Link>
        {person.title ? (
          <p className="line-clamp-2 text-sm leading-5 text-slate-600">{person.title}</p>
        ) : null}
        {note ? <p className="mt-0.5 text-xs font-medium text-brand-700">{note}</p> : null}
      </div>
    </div>
  );
}
