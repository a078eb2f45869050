import type { CardAuthor } from "@keen/contracts";
import { Fragment } from "react";
import { Link } from "react-router";

type Person = Pick<CardAuthor, "id" | "userId" | "name" | "isExternal">;

/** A person's name: a link to their profile when they are a member, plain text otherwise. */
export function PersonName({ person, className }: { person: Omit<Person, "id">; className?: string }) {
  if (person.userId && !person.isExternal) {
    return (
      <Link
        to={`/members/${person.userId}`}
        className={className ?? "font-medium text-slate-900 hover:text-brand-700 hover:underline"}
      >
        {person.name}
      </Link>
    );
  }
  return <span className={className ?? "font-medium text-slate-900"}>{person.name}</span>;
}

/** "By Ada Lovelace, Max Member and Grace Hopper", members linked to their profiles. */
export function CardByline({ authors }: { authors: Person[] }) {
  if (authors.length === 0) return null;
  return (
    <p className="text-sm text-slate-600">
      By{" "}
      {authors.map((author, index) => (
        <Fragment key={author.id}>
          {index > 0 ? (index === authors.length - 1 ? " and " : ", ") : null}
          <PersonName person={author} />
        </Fragment>
      ))}
    </p>
  );
}
