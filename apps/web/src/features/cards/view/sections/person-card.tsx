import { Avatar } from "@/components/ui/avatar";
import { PersonName } from "../card-byline";

type PersonCardProps = {
  person: {
    userId: string | null;
    name: string;
    title: string | null;
    institution: string | null;
    isExternal: boolean;
  };
  role?: string;
};

function splitName(name: string): [string, string] {
  const parts = name.trim().split(/\s+/);
  return [parts[0] ?? "", parts.length > 1 ? (parts.at(-1) ?? "") : ""];
}

/** An author or editor: picture placeholder, name (linked for members), title and institution. */
export function PersonCard({ person, role }: PersonCardProps) {
  const [first, last] = splitName(person.name);
  return (
    <div className="flex h-full items-start gap-4 rounded-(--radius-card) border border-slate-200 bg-white p-4 shadow-(--shadow-card)">
      <Avatar firstName={first} lastName={last} className="size-12 text-base" />
      <div className="min-w-0">
        <p className="truncate">
          <PersonName person={person} />
        </p>
        {person.title ? <p className="mt-0.5 text-sm text-slate-600">{person.title}</p> : null}
        {person.institution ? <p className="text-sm text-slate-500">{person.institution}</p> : null}
        {person.isExternal || role ? (
          <p className="mt-1.5 text-xs font-medium text-slate-500">
            {[role, person.isExternal ? "External co-author" : null].filter(Boolean).join(" · ")}
          </p>
        ) : null}
      </div>
    </div>
  );
}
