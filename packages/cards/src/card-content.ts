import { type CardContent, emptyCardContent } from "@keen/contracts";

/**
 * Stored content completed with today's defaults, so content saved before a field existed still
 * answers with every field.
 */
export function normalizeContent(stored: unknown): CardContent {
  const empty = emptyCardContent();
  const content = (stored ?? {}) as Partial<CardContent>;
  return {
    ...empty,
    ...content,
    mindset: { ...empty.mindset, ...content.mindset },
    resources: { ...empty.resources, ...content.resources },
    attributes: { ...empty.attributes, ...content.attributes },
  };
}
