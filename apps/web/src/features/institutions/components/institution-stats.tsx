import type { InstitutionStatistics } from "@keen/contracts";
import { Award, BadgeCheck, FileText, Sparkles, Star, UsersRound } from "lucide-react";
import { formatCount } from "@/lib/format-count";

const tiles = [
  { key: "members", label: "Members", icon: UsersRound },
  { key: "publishedCards", label: "Published cards", icon: FileText },
  { key: "reviewedCards", label: "Reviewed cards", icon: BadgeCheck },
  { key: "keenLeaders", label: "KEEN leaders", icon: Star },
  { key: "fellows", label: "Fellows", icon: Award },
  { key: "risingStars", label: "Rising stars", icon: Sparkles },
] as const satisfies readonly { key: keyof InstitutionStatistics; label: string; icon: unknown }[];

/** The institution's numbers as a row of tiles (computed by the server on every read). */
export function InstitutionStats({ statistics }: { statistics: InstitutionStatistics }) {
  return (
    <section aria-labelledby="institution-stats-title">
      <h2 id="institution-stats-title" className="sr-only">
        At a glance
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map(({ key, label, icon: Icon }) => (
          <div
            key={key}
            className="rounded-(--radius-card) border border-slate-200 bg-white p-4 shadow-(--shadow-card)"
          >
            <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
              <Icon className="size-3.5 text-brand-600" aria-hidden />
              {label}
            </dt>
            <dd className="mt-1.5 font-serif text-3xl font-semibold text-slate-900 tabular-nums">
              {formatCount(statistics[key])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
