import {
  type CardDetail,
  cardLicenseLabels,
  cardLicenseUrls,
  classSizeLabels,
  courseLevelLabels,
  timeRequiredLabels,
} from "@keen/contracts";
import type { ReactNode } from "react";
import { SectionBlock } from "./section-block";

function Chips({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

const notSet = <span className="text-slate-400">Not specified</span>;

/** The Attributes tab: disciplines, course level, tags, class size, time required and license. */
export function AttributesSection({ card }: { card: CardDetail }) {
  const { attributes } = card;
  const licenseUrl = cardLicenseUrls[attributes.license];
  const rows: { label: string; value: ReactNode }[] = [
    { label: "Card type", value: card.type?.name ?? notSet },
    {
      label: "Disciplines",
      value: card.disciplines.length ? <Chips items={card.disciplines.map((d) => d.name)} /> : notSet,
    },
    {
      label: "Course level",
      value: attributes.courseLevel ? courseLevelLabels[attributes.courseLevel] : notSet,
    },
    { label: "Class size", value: attributes.classSize ? classSizeLabels[attributes.classSize] : notSet },
    {
      label: "Time required",
      value: attributes.timeRequired ? timeRequiredLabels[attributes.timeRequired] : notSet,
    },
    { label: "Tags", value: attributes.tags.length ? <Chips items={attributes.tags} /> : notSet },
    {
      label: "License",
      value: licenseUrl ? (
        <a
          href={licenseUrl}
          target="_blank"
          rel="noreferrer"
          className="font-medium text-brand-700 hover:underline"
        >
          {cardLicenseLabels[attributes.license]}
          <span className="sr-only"> (opens the license in a new tab)</span>
        </a>
      ) : (
        cardLicenseLabels[attributes.license]
      ),
    },
  ];
  return (
    <SectionBlock title="Attributes" description="Where and how this card fits into a course.">
      <dl className="divide-y divide-slate-100 rounded-(--radius-card) border border-slate-200 bg-white">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 px-5 py-4 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-6">
            <dt className="text-sm font-medium text-slate-600">{row.label}</dt>
            <dd className="text-sm text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </SectionBlock>
  );
}
