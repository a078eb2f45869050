import { cn } from "@/lib/cn";

/** Up to two initials from a person's names ("Ada Lovelace" → "AL"); "?" when nothing is known. */
export function getInitials(firstName?: string | null, lastName?: string | null): string {
  const initials = [firstName, lastName]
    .map((part) => part?.trim().charAt(0) ?? "")
    .join("")
    .toUpperCase();
  return initials || "?";
}

type AvatarProps = {
  firstName?: string | null;
  lastName?: string | null;
  className?: string;
};

/** A round badge with a member's initials (pictures come with the profile feature). */
export function Avatar({ firstName, lastName, className }: AvatarProps) {
  return (
    <span
      aria-hidden
      className={cn(
        "grid size-9 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 ring-1 ring-brand-200",
        className,
      )}
    >
      {getInitials(firstName, lastName)}
    </span>
  );
}
