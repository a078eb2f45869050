/**
 * What search engines read of a published card's page besides its title and description: a
 * schema.org `LearningResource` in JSON-LD (authors, license, level, disciplines, dates, rating),
 * which Google Scholar-like indexes and OER search engines use for rich results.
 */
import {
  type CardLicense,
  type CourseLevel,
  cardLicenseLabels,
  cardLicenseUrls,
  courseLevelLabels,
} from "@keen/contracts/cards/card-enum-values";
import { jsonForScript } from "@keen/server-kit/html";
import type { CardPreview } from "./card-preview";

/** Ratings on cards go from 1 to 5 stars. */
const RATING_SCALE = { bestRating: 5, worstRating: 1 } as const;

const licenseOf = (license: string | null): string | undefined => {
  if (!license) return undefined;
  return (
    cardLicenseUrls[license as CardLicense] ??
    (cardLicenseLabels as Record<string, string>)[license] ??
    license
  );
};

const levelOf = (level: string | null): string | undefined =>
  level ? ((courseLevelLabels as Record<string, string>)[level as CourseLevel] ?? level) : undefined;

/** The schema.org `LearningResource` of the card at `url`, as a plain object (undefined fields are left out of the JSON). */
export function cardLearningResource(preview: CardPreview, url: string): Record<string, unknown> {
  const keywords = [...new Set([...preview.disciplines, ...preview.tags])];
  return {
    "@context": "https://schema.org",
    "@type": "LearningResource",
    "@id": url,
    url,
    name: preview.title,
    description: preview.summary || undefined,
    image: preview.imageUrl ?? undefined,
    author: preview.authors.map((name) => ({ "@type": "Person", name })),
    license: licenseOf(preview.license),
    educationalLevel: levelOf(preview.courseLevel),
    about: preview.disciplines.length
      ? preview.disciplines.map((name) => ({ "@type": "Thing", name }))
      : undefined,
    keywords: keywords.length ? keywords.join(", ") : undefined,
    datePublished: preview.firstPublishedAt ?? undefined,
    dateModified: preview.publishedAt ?? undefined,
    aggregateRating:
      preview.ratingCount > 0 && preview.ratingAverage !== null
        ? {
            "@type": "AggregateRating",
            ratingValue: preview.ratingAverage,
            ratingCount: preview.ratingCount,
            ...RATING_SCALE,
          }
        : undefined,
    inLanguage: "en",
    isAccessibleForFree: true,
    publisher: { "@type": "Organization", name: "KEEN" },
  };
}

/** The card's `LearningResource` as a `<script type="application/ld+json">` element, safe to put in the page. */
export function renderCardStructuredData(preview: CardPreview, url: string): string {
  return `<script type="application/ld+json">${jsonForScript(cardLearningResource(preview, url))}</script>`;
}
