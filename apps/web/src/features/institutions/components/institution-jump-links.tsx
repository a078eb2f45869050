import type { InstitutionDetail } from "@keen/contracts";

const sections = [
  {
    id: "institution-cards-title",
    label: "Featured cards",
    count: (i: InstitutionDetail) => i.featuredCards.length,
  },
  { id: "keen-leaders", label: "KEEN leaders", count: (i: InstitutionDetail) => i.keenLeaders.length },
  { id: "fellows", label: "Fellows", count: (i: InstitutionDetail) => i.fellows.length },
  { id: "rising-stars", label: "Rising stars", count: (i: InstitutionDetail) => i.risingStars.length },
];

/** "On this page": links to the institution's lists with how many each holds. */
export function InstitutionJumpLinks({ institution }: { institution: InstitutionDetail }) {
  return (
    <nav
      aria-label="On this page"
      className="hidden rounded-(--radius-card) border border-slate-200 bg-white p-5 lg:block"
    >
      <h2 className="font-sans text-xs font-semibold tracking-wider text-slate-500 uppercase">
        On this page
      </h2>
      <ul className="mt-3 space-y-0.5">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="-mx-2 flex items-center justify-between rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50 hover:text-brand-800"
            >
              {section.label}
              <span className="text-xs font-semibold text-slate-500 tabular-nums">
                {section.count(institution)}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
