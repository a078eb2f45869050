import type { InstitutionRole, InstitutionRoleKind } from "@keen/contracts";
import { Award, type LucideIcon, Sparkles, Star } from "lucide-react";
import { cn } from "@/lib/cn";

const roles: Record<InstitutionRoleKind, { label: string; icon: LucideIcon; className: string }> = {
  fellow: { label: "KEEN Fellow", icon: Award, className: "bg-amber-50 text-amber-900 ring-amber-200" },
  keenLeader: { label: "KEEN Leader", icon: Star, className: "bg-brand-50 text-brand-800 ring-brand-200" },
  risingStar: {
    label: "Rising Star",
    icon: Sparkles,
    className: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  },
};

/** Fellow, KEEN leader and rising-star roles as badges, each saying at which institution. */
export function InstitutionRoleBadges({ roles: held }: { roles: InstitutionRole[] }) {
  if (held.length === 0) return null;
  return (
    <ul aria-label="Recognition" className="flex flex-wrap gap-2">
      {held.map((role) => {
        const { label, icon: Icon, className } = roles[role.role];
        return (
          <li
            key={`${role.role}-${role.institutionId}`}
            className={cn(
              "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset",
              className,
            )}
          >
            <Icon aria-hidden className="size-3.5" />
            {label}
            <span className="font-normal opacity-80">· {role.institutionName}</span>
          </li>
        );
      })}
    </ul>
  );
}
