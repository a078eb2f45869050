import { X } from "lucide-react";
import { MemberAvatar } from "@/features/members";

type ChipMember = { userId: string; firstName: string; lastName: string; pictureUrl?: string | null };

type MemberChipsProps<T extends ChipMember> = {
  members: T[];
  label: string;
  /** Without it (or for ids in `fixedIds`) a member cannot be removed here. */
  onRemove?: (member: T) => void;
  fixedIds?: ReadonlySet<string>;
  /** Shown after a member's name (e.g. "owner"). */
  noteFor?: (member: T) => string | undefined;
  isRemoving?: boolean;
};

/** Members as a wrapped list of small chips, each removable with its own labelled button. */
export function MemberChips<T extends ChipMember>(props: MemberChipsProps<T>) {
  const { members, label, onRemove, fixedIds, noteFor, isRemoving } = props;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {members.map((member) => {
        const name = `${member.firstName} ${member.lastName}`.trim();
        const note = noteFor?.(member);
        const canRemove = onRemove && !fixedIds?.has(member.userId);
        return (
          <li
            key={member.userId}
            className="flex items-center gap-2 rounded-full bg-slate-100 py-1 pr-1 pl-1 text-sm text-slate-800"
          >
            <MemberAvatar member={member} size="xs" className="size-6 text-[0.625rem]" />
            <span className={canRemove ? "" : "pr-2"}>
              {name}
              {note ? <span className="text-slate-500"> · {note}</span> : null}
            </span>
            {canRemove ? (
              <button
                type="button"
                onClick={() => onRemove(member)}
                disabled={isRemoving}
                aria-label={`Remove ${name}`}
                className="grid size-6 place-items-center rounded-full text-slate-500 hover:bg-white hover:text-slate-900 disabled:opacity-50"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
