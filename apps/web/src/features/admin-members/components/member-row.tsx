import { type AdminMember, type UserRole, userRoles } from "@keen/contracts";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/input";
import { RelativeTime } from "@/components/ui/relative-time";
import { formatDateTime } from "@/lib/format-relative-time";

const roleVariant = { member: "neutral", reviewer: "default", admin: "warning" } as const;
const roleLabel: Record<UserRole, string> = { member: "Member", reviewer: "Reviewer", admin: "Admin" };

type Props = {
  member: AdminMember;
  isPending: boolean;
  onRole: (member: AdminMember, role: UserRole) => void;
  onSuspend: (member: AdminMember) => void;
  onReactivate: (member: AdminMember) => void;
  onLiftLimits: (member: AdminMember) => void;
};

const joinedFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** One member: who, role and status, joined, last seen and cards, and the actions the server allows. */
export function MemberRow({ member, isPending, onRole, onSuspend, onReactivate, onLiftLimits }: Props) {
  const id = useId();
  const name = `${member.firstName} ${member.lastName}`.trim() || member.email;
  const { abilities, suspension } = member;
  return (
    <li className="grid gap-3 px-5 py-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_auto] md:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{name}</span>
          <Badge variant={roleVariant[member.role]}>{roleLabel[member.role]}</Badge>
          {member.status === "suspended" ? <Badge variant="danger">Suspended</Badge> : null}
        </p>
        <p className="truncate text-sm text-slate-600">{member.email}</p>
        {member.institution ? <p className="truncate text-sm text-slate-500">{member.institution}</p> : null}
        {suspension ? (
          <p className="mt-1 text-sm text-red-800">
            {suspension.reason}
            {suspension.until ? ` · until ${formatDateTime(suspension.until)}` : " · until reactivated"}
          </p>
        ) : null}
        {member.newMemberLimitsUntil ? (
          <p className="mt-1 text-sm text-slate-600">
            New member limits until {formatDateTime(member.newMemberLimitsUntil)}
          </p>
        ) : null}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm md:gap-4">
        <div>
          <dt className="text-xs text-slate-500">Joined</dt>
          <dd className="text-slate-800">{joinedFormat.format(new Date(member.joinedAt))}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Last seen</dt>
          <dd className="text-slate-800">
            {member.lastSeenAt ? <RelativeTime iso={member.lastSeenAt} /> : "Never"}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Cards</dt>
          <dd className="text-slate-800">{member.cardCount}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-2 md:justify-end">
        {abilities.changeRole ? (
          <>
            <label htmlFor={`${id}-role`} className="sr-only">
              Role of {name}
            </label>
            <Select
              id={`${id}-role`}
              value={member.role}
              disabled={isPending}
              onChange={(e) => onRole(member, e.target.value as UserRole)}
              className="h-8 w-auto py-0 text-sm"
            >
              {userRoles.map((role) => (
                <option key={role} value={role}>
                  {roleLabel[role]}
                </option>
              ))}
            </Select>
          </>
        ) : null}
        {abilities.suspend ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Suspend ${name}`}
            disabled={isPending}
            onClick={() => onSuspend(member)}
          >
            Suspend
          </Button>
        ) : null}
        {abilities.reactivate ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Reactivate ${name}`}
            isLoading={isPending}
            onClick={() => onReactivate(member)}
          >
            Reactivate
          </Button>
        ) : null}
        {abilities.liftNewMemberLimits ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Lift new member limits of ${name}`}
            disabled={isPending}
            onClick={() => onLiftLimits(member)}
          >
            Lift limits
          </Button>
        ) : null}
        {!abilities.changeRole &&
        !abilities.suspend &&
        !abilities.reactivate &&
        !abilities.liftNewMemberLimits ? (
          <span className="text-xs text-slate-500">That's you</span>
        ) : null}
      </div>
    </li>
  );
}
