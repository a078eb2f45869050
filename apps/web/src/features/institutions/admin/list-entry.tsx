import type { InstitutionDetail } from "@keen/contracts";
import { Link } from "react-router";
import { MemberAvatar } from "@/features/members";
import type { InstitutionListKind } from "../api/institution-list-kinds";

type Entry = InstitutionDetail[InstitutionListKind][number];

/** An entry of a list as the editor shows it: a member with picture and title, or a card with its type. */
export function ListEntry({ item }: { item: Entry }) {
  if ("userId" in item) {
    return (
      <span className="flex min-w-0 items-center gap-3">
        <MemberAvatar member={item} size="xs" />
        <span className="min-w-0">
          <Link
            to={`/members/${item.userId}`}
            className="block truncate text-sm font-medium text-slate-900 hover:underline"
          >
            {item.name}
          </Link>
          {item.title || ("year" in item && item.year) ? (
            <span className="block truncate text-xs text-slate-500">
              {["year" in item && item.year ? `Fellow ${item.year}` : null, item.title]
                .filter(Boolean)
                .join(" · ")}
            </span>
          ) : null}
        </span>
      </span>
    );
  }
  return (
    <span className="block min-w-0">
      <Link
        to={`/card/${item.id}`}
        className="block truncate text-sm font-medium text-slate-900 hover:underline"
      >
        {item.title.trim() || "Untitled card"}
      </Link>
      <span className="block truncate text-xs text-slate-500">
        {[item.type?.name, item.authors.map((a) => a.name).join(", ")].filter(Boolean).join(" · ")}
      </span>
    </span>
  );
}
