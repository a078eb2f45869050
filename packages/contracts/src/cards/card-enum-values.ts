/**
 * The values and labels of a card's enumerations, without zod: the web shows the labels on pages
 * that validate nothing (issue 12, decision 0021), and `card-enums.ts` builds its schemas from them.
 */

/** Lifecycle of a card (ARCHITECTURE §4); deletion is separate (`deletedAt`). */
export const cardStatuses = ["draft", "published", "unpublished"] as const;
export type CardStatus = (typeof cardStatuses)[number];

/** Status filter of `GET /Card/ByUser/{userId}`: a status, or the soft-deleted cards. */
export const cardListStatuses = ["draft", "published", "unpublished", "deleted"] as const;
export type CardListStatus = (typeof cardListStatuses)[number];

/** Which content of a card to read: the working draft or the latest published version. */
export const cardVersionKinds = ["draft", "published"] as const;
export type CardVersionKind = (typeof cardVersionKinds)[number];

/** Level of the course a card is meant for. */
export const courseLevels = [
  "first-year",
  "second-year",
  "third-year",
  "fourth-year",
  "graduate",
  "any-level",
] as const;
export type CourseLevel = (typeof courseLevels)[number];
export const courseLevelLabels: Record<CourseLevel, string> = {
  "first-year": "First year",
  "second-year": "Second year",
  "third-year": "Third year",
  "fourth-year": "Fourth year / capstone",
  graduate: "Graduate",
  "any-level": "Any level",
};

/** Size of the class a card works for. */
export const classSizes = ["small", "medium", "large", "any-size"] as const;
export type ClassSize = (typeof classSizes)[number];
export const classSizeLabels: Record<ClassSize, string> = {
  small: "Small (fewer than 30)",
  medium: "Medium (30–100)",
  large: "Large (more than 100)",
  "any-size": "Any size",
};

/** Classroom time a card needs. */
export const timesRequired = [
  "under-one-class",
  "one-class",
  "several-classes",
  "several-weeks",
  "full-term",
] as const;
export type TimeRequired = (typeof timesRequired)[number];
export const timeRequiredLabels: Record<TimeRequired, string> = {
  "under-one-class": "Part of one class",
  "one-class": "One class period",
  "several-classes": "Several class periods",
  "several-weeks": "Several weeks",
  "full-term": "A full term",
};

/** License a card's material is shared under. */
export const cardLicenses = [
  "cc-by-nc-sa-4.0",
  "cc-by-4.0",
  "cc-by-sa-4.0",
  "cc-by-nc-4.0",
  "cc0-1.0",
  "all-rights-reserved",
] as const;
export type CardLicense = (typeof cardLicenses)[number];
export const cardLicenseLabels: Record<CardLicense, string> = {
  "cc-by-nc-sa-4.0": "CC BY-NC-SA 4.0",
  "cc-by-4.0": "CC BY 4.0",
  "cc-by-sa-4.0": "CC BY-SA 4.0",
  "cc-by-nc-4.0": "CC BY-NC 4.0",
  "cc0-1.0": "CC0 1.0 (public domain)",
  "all-rights-reserved": "All rights reserved",
};
/** The licence deed of each open licence (none for "all rights reserved"). */
export const cardLicenseUrls: Partial<Record<CardLicense, string>> = {
  "cc-by-nc-sa-4.0": "https://creativecommons.org/licenses/by-nc-sa/4.0/",
  "cc-by-4.0": "https://creativecommons.org/licenses/by/4.0/",
  "cc-by-sa-4.0": "https://creativecommons.org/licenses/by-sa/4.0/",
  "cc-by-nc-4.0": "https://creativecommons.org/licenses/by-nc/4.0/",
  "cc0-1.0": "https://creativecommons.org/publicdomain/zero/1.0/",
};
/** License of a new card. */
export const defaultCardLicense: CardLicense = "cc-by-nc-sa-4.0";

/** List orders; "top_rated" by Bayesian average rating, "most_used" by "I used this" answers. */
export const cardSorts = ["newest", "updated", "title", "top_rated", "most_used"] as const;
export type CardSort = (typeof cardSorts)[number];
