import type { CardDetail } from "@keen/contracts";
import { hasRichText, RichTextHtml } from "../rich-text-html";
import { MindsetSection } from "./mindset-section";
import { EmptyNote, SectionBlock } from "./section-block";

/** The Educational outcomes tab: learning objectives, then the entrepreneurial mindset. */
export function OutcomesSection({ card }: { card: CardDetail }) {
  return (
    <div className="space-y-12">
      <SectionBlock title="Learning objectives">
        {hasRichText(card.learningObjectivesHtml) ? (
          <RichTextHtml html={card.learningObjectivesHtml} />
        ) : (
          <EmptyNote>The authors have not listed learning objectives yet.</EmptyNote>
        )}
      </SectionBlock>
      <MindsetSection mindset={card.mindset} />
    </div>
  );
}
