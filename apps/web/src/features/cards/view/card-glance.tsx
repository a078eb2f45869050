import {
  type CardDetail,
  cardLicenseLabels,
  classSizeLabels,
  courseLevelLabels,
  timeRequiredLabels,
} from "@keen/contracts";
import { Clock, GraduationCap, Scale, Users } from "lucide-react";

/** The card's key facts in the sidebar: level, time, class size and license. */
export function CardGlance({ card }: { card: CardDetail }) {
  const { attributes } = card;
  const facts = [
    {
      icon: GraduationCap,
      label: "Course level",
      value: attributes.courseLevel && courseLevelLabels[attributes.courseLevel],
    },
    {
      icon: Clock,
      label: "Time required",
      value: attributes.timeRequired && timeRequiredLabels[attributes.timeRequired],
    },
    {
      icon: Users,
      label: "Class size",
      value: attributes.classSize && classSizeLabels[attributes.classSize],
    },
    { icon: Scale, label: "License", value: cardLicenseLabels[attributes.license] },
  ].filter((fact) => fact.value);

  return (
    <section
      aria-labelledby="card-glance-title"
      className="rounded-(--radius-card) border border-slate-200 bg-white p-5"
    >
      <h2 id="card-glance-title" className="font-sans text-sm font-semibold text-slate-900">
        At a glance
      </h2>
      <dl className="mt-3 space-y-3">
        {facts.map((fact) => (
          <div key={fact.label} className="relative pl-7">
            <dt className="text-xs text-slate-500">
              <fact.icon className="absolute top-0.5 left-0 size-4 text-slate-400" aria-hidden />
              {fact.label}
            </dt>
            <dd className="text-sm font-medium text-slate-800">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {card.disciplines.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-1.5 border-t border-slate-100 pt-4" aria-label="Disciplines">
          {card.disciplines.map((d) => (
            <li key={d.id} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
              {d.name}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
