import type { RelatedMember } from "@keen/contracts";
import { Link } from "react-router";
import { MemberAvatar } from "./member-avatar";

/** Related members, best first: picture, name (linked), title or institution, and why they are related. */
export function RelatedMemberList({ members }: { members: RelatedMember[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {members.map((member) => {
        const name = `${member.firstName} ${member.lastName}`.trim();
        const about = [member.title, member.institutionName].filter(Boolean).join(", ");
        return (
          <li
            key={member.userId}
            className="relative flex items-start gap-3 rounded-lg p-2 hover:bg-slate-50"
          >
            <MemberAvatar member={member} size="sm" />
            <div className="min-w-0">
              <Link
                to={`/members/${member.userId}`}
                className="font-medium text-slate-900 after:absolute after:inset-0 hover:text-brand-700"
              >
                {name}
              </Link>
              {about ? <p className="line-clamp-2 text-xs text-slate-600">{about}</p> : null}
              {member.reasons.length ? (
                <p className="mt-1 text-xs font-medium text-brand-800">{member.reasons.join(" · ")}</p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
