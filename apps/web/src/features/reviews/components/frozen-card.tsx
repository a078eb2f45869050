import {
  type CardContent,
  classSizeLabels,
  courseLevelLabels,
  type RichText,
  timeRequiredLabels,
} from "@keen/contracts";
import { richTextToPlainText } from "@keen/rich-text/plain-text";
import { ExternalLink, FileText, Folder } from "lucide-react";
import type { ReactNode } from "react";
import { FrozenRichText } from "./frozen-rich-text";

function hasText(doc: RichText | null): doc is RichText {
  if (!doc) return false;
  return richTextToPlainText(doc).length > 0 || JSON.stringify(doc).includes('"image"');
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-100 pt-5">
      <h3 className="font-sans text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

const aspects = [
  ["curiosity", "Curiosity"],
  ["connections", "Connections"],
  ["creatingValue", "Creating value"],
] as const;

function MindsetBlock({ mindset }: { mindset: CardContent["mindset"] }) {
  const chosen = aspects.filter(([key]) => mindset[key].isSelected);
  if (chosen.length === 0 && mindset.indicators.length === 0) return null;
  return (
    <Block title="Entrepreneurial mindset">
      <dl className="space-y-3 text-sm leading-6">
        {chosen.map(([key, label]) => (
          <div key={key}>
            <dt className="font-semibold text-slate-900">{label}</dt>
            <dd className="text-slate-700">
              {mindset[key].elaboration || "Chosen, without an elaboration."}
            </dd>
          </div>
        ))}
      </dl>
      {mindset.indicators.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {mindset.indicators.map((indicator) => (
            <li key={indicator.id}>
              {indicator.text}
              {indicator.isAssessed ? <span className="text-slate-500"> (assessed)</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Block>
  );
}

function ResourcesBlock({ resources }: { resources: CardContent["resources"] }) {
  if (resources.folders.length === 0) return null;
  return (
    <Block title="Resources">
      <ul className="space-y-4">
        {resources.folders.map((folder) => {
          const files = folder.items.filter((item) => item.kind === "attachment").length;
          return (
            <li key={folder.id}>
              <p className="flex items-center gap-1.5 font-medium text-slate-900">
                <Folder className="size-4 text-slate-500" aria-hidden />
                {folder.title || "Untitled folder"}
              </p>
              {folder.description ? (
                <p className="mt-1 text-sm text-slate-600">{folder.description}</p>
              ) : null}
              <ul className="mt-1.5 space-y-1 pl-5 text-sm">
                {folder.items.flatMap((item) =>
                  item.kind === "link"
                    ? [
                        <li key={item.id}>
                          <a
                            href={item.url}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="inline-flex items-center gap-1 break-all text-brand-700 hover:underline"
                          >
                            {item.title || item.url}
                            <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                          </a>
                        </li>,
                      ]
                    : [],
                )}
                {files > 0 ? (
                  <li className="flex items-center gap-1 text-slate-600">
                    <FileText className="size-3.5" aria-hidden />
                    {files} attached file{files === 1 ? "" : "s"}
                  </li>
                ) : null}
              </ul>
            </li>
          );
        })}
      </ul>
    </Block>
  );
}

function AttributesBlock({ attributes }: { attributes: CardContent["attributes"] }) {
  const facts = [
    attributes.courseLevel ? ["Course level", courseLevelLabels[attributes.courseLevel]] : null,
    attributes.classSize ? ["Class size", classSizeLabels[attributes.classSize]] : null,
    attributes.timeRequired ? ["Time required", timeRequiredLabels[attributes.timeRequired]] : null,
    attributes.tags.length > 0 ? ["Tags", attributes.tags.join(", ")] : null,
  ].filter((fact): fact is [string, string] => fact !== null);
  if (facts.length === 0) return null;
  return (
    <Block title="Attributes">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-500">{term}</dt>
            <dd className="text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </Block>
  );
}

const richFields = [
  ["description", "Description"],
  ["learningObjectives", "Learning objectives"],
  ["instructorTips", "Instructor tips"],
] as const;

/** A round's frozen card content, read-only: title, summary, the rich-text fields, mindset, resources, attributes. */
export function FrozenCard({ content }: { content: CardContent }) {
  return (
    <article className="space-y-5">
      <header>
        <h2 className="text-2xl font-semibold text-balance break-words">
          {content.title.trim() || <span className="text-slate-400">Untitled card</span>}
        </h2>
        {content.summary ? <p className="mt-2 text-lg leading-7 text-slate-600">{content.summary}</p> : null}
      </header>
      {richFields.map(([field, label]) => {
        const value = content[field];
        return hasText(value) ? (
          <Block key={field} title={label}>
            <FrozenRichText value={value} label={label} />
          </Block>
        ) : null;
      })}
      <MindsetBlock mindset={content.mindset} />
      <ResourcesBlock resources={content.resources} />
      <AttributesBlock attributes={content.attributes} />
    </article>
  );
}
