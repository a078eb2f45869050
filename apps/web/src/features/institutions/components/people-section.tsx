import type { InstitutionFellow, InstitutionPerson } from "@keen/contracts";
import type { LucideIcon } from "lucide-react";
import { PersonTile } from "./person-tile";

type PeopleSectionProps = {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  people: (InstitutionPerson | InstitutionFellow)[];
  /** What the section says when the list is empty. */
  emptyText: string;
};

function noteOf(person: InstitutionPerson | InstitutionFellow): string | undefined {
  return "year" in person && person.year ? `Fellow ${person.year}` : undefined;
}

/** One of the institution's people lists (leaders, fellows, rising stars), in the admins' order. */
export function PeopleSection({ id, title, description, icon: Icon, people, emptyText }: PeopleSectionProps) {
  return (
    <section aria-labelledby={id}>
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Icon className="size-4" aria-hidden />
        </span>
        <div>
          <h2 id={id} className="scroll-mt-24 text-xl font-semibold">
            {title}
            {people.length ? (
              <span className="ml-2 font-sans text-base font-normal text-slate-500">{people.length}</span>
            ) : null}
          </h2>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
      </div>
      {people.length ? (
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {people.map((person) => (
            <li key={person.userId}>
              <PersonTile person={person} note={noteOf(person)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 bg-slate-50/60 px-4 py-3 text-sm text-slate-600">
          {emptyText}
        </p>
      )}
    </section>
  );
}
