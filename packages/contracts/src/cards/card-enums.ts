import { z } from "zod";

/** Lifecycle of a card (ARCHITECTURE §4); deletion is separate (`deletedAt`). */
export const CardStatusSchema = z.enum(["draft", "published", "unpublished"]);
export type CardStatus = z.infer<typeof CardStatusSchema>;

/** Status filter of `GET /Card/ByUser/{userId}`: a status, or the soft-deleted cards. */
export const CardListStatusSchema = z.enum(["draft", "published", "unpublished", "deleted"]);
export type CardListStatus = z.infer<typeof CardListStatusSchema>;

/** Which content of a card to read: the working draft or the latest published version. */
export const CardVersionKindSchema = z.enum(["draft", "published"]);
export type CardVersionKind = z.infer<typeof CardVersionKindSchema>;

/** Level of the course a card is meant for. */
export const CourseLevelSchema = z.enum([
  "first-year",
  "second-year",
  "third-year",
  "fourth-year",
  "graduate",
  "any-level",
]);
export type CourseLevel = z.infer<typeof CourseLevelSchema>;
export const courseLevelLabels: Record<CourseLevel, string> = {
  "first-year": "First year",
  "second-year": "Second year",
  "third-year": "Third year",
  "fourth-year": "Fourth year / capstone",
  graduate: "Graduate",
  "any-level": "Any level",
};

/** Size of the class a card works for. */
export const ClassSizeSchema = z.enum(["small", "medium", "large", "any-size"]);
export type ClassSize = z.infer<typeof ClassSizeSchema>;
export const classSizeLabels: Record<ClassSize, string> = {
  small: "Small (fewer than 30)",
  medium: "Medium (30–100)",
  large: "Large (more than 100)",
  "any-size": "Any size",
};

/** Classroom time a card needs. */
export const TimeRequiredSchema = z.enum([
  "under-one-class",
  "one-class",
  "several-classes",
  "several-weeks",
  "full-term",
]);
export type TimeRequired = z.infer<typeof TimeRequiredSchema>;
export const timeRequiredLabels: Record<TimeRequired, string> = {
  "under-one-class": "Part of one class",
  "one-class": "One class period",
  "several-classes": "Several class periods",
  "several-weeks": "Several weeks",
  "full-term": "A full term",
};

/** License a card's material is shared under. */
export const CardLicenseSchema = z.enum([
  "cc-by-nc-sa-4.0",
  "cc-by-4.0",
  "cc-by-sa-4.0",
  "cc-by-nc-4.0",
  "cc0-1.0",
  "all-rights-reserved",
]);
export type CardLicense = z.infer<typeof CardLicenseSchema>;
export const cardLicenseLabels: Record<CardLicense, string> = {
  "cc-by-nc-sa-4.0": "CC BY-NC-SA 4.0",
  "cc-by-4.0": "CC BY 4.0",
  "cc-by-sa-4.0": "CC BY-SA 4.0",
  "cc-by-nc-4.0": "CC BY-NC 4.0",
  "cc0-1.0": "CC0 1.0 (public domain)",
  "all-rights-reserved": "All rights reserved",
};
/** License of a new card. */
export const defaultCardLicense: CardLicense = "cc-by-nc-sa-4.0";

/** List orders; "top_rated" by Bayesian average rating, "most_used" by "I used this" answers. */
export const CardSortSchema = z.enum(["newest", "updated", "title", "top_rated", "most_used"]);
export type CardSort = z.infer<typeof CardSortSchema>;
