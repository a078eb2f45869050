import type { CardDetail } from "@keen/contracts";
import { Lightbulb } from "lucide-react";
import { hasRichText, RichTextHtml } from "../rich-text-html";
import { EmptyNote, SectionBlock } from "./section-block";

/** The Details tab: the card's description, and the authors' tips for instructors. */
export function DetailsSection({ card }: { card: CardDetail }) {
  return (
    <div className="space-y-10">
      <SectionBlock title="Description">
        {hasRichText(card.descriptionHtml) ? (
          <RichTextHtml html={card.descriptionHtml} />
        ) : (
          <EmptyNote>The authors have not described this card yet.</EmptyNote>
        )}
      </SectionBlock>
      {hasRichText(card.instructorTipsHtml) ? (
        <section
          aria-label="Instructor tips"
          className="rounded-(--radius-card) border border-brand-100 bg-brand-50/50 p-5 sm:p-6"
        >
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Lightbulb className="size-5 text-brand-700" aria-hidden />
            Instructor tips
          </h2>
          <RichTextHtml html={card.instructorTipsHtml} className="mt-3 text-[0.95rem]" />
        </section>
      ) : null}
    </div>
  );
}
