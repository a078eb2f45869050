/**
 * The original copy of a content page, compact: a one-sentence lead (the page summary), body
 * paragraphs, optional questions and answers (FAQ) and a suggested next step (a link).
 */
export type SeedPageCopy = {
  slug: string;
  title: string;
  lead: string;
  body: string[];
  questions?: { question: string; answer: string }[];
  action?: { label: string; to: string };
};
