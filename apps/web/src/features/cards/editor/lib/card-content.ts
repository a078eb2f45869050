import { type CardContent, type CardDetail, emptyCardContent } from "@keen/contracts";

/** The editable content of a card answer (everything else is read-only metadata). */
export function contentOf(card: CardDetail): CardContent {
  const empty = emptyCardContent();
  return {
    typeId: card.typeId ?? null,
    title: card.title ?? "",
    summary: card.summary ?? "",
    description: card.description ?? null,
    learningObjectives: card.learningObjectives ?? null,
    mindset: { ...empty.mindset, ...card.mindset },
    instructorTips: card.instructorTips ?? null,
    resources: card.resources ?? empty.resources,
    attributes: { ...empty.attributes, ...card.attributes },
    coverImageId: card.coverImageId ?? null,
  };
}
