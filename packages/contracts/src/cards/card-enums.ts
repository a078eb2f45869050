import { z } from "zod";
import {
  cardLicenses,
  cardListStatuses,
  cardSorts,
  cardStatuses,
  cardVersionKinds,
  classSizes,
  courseLevels,
  timesRequired,
} from "./card-enum-values";

// The values, their types and labels live in card-enum-values.ts (zod-free, for pages that only show them).

/** Lifecycle of a card (ARCHITECTURE §4); deletion is separate (`deletedAt`). */
export const CardStatusSchema = z.enum(cardStatuses);

/** Status filter of `GET /Card/ByUser/{userId}`: a status, or the soft-deleted cards. */
export const CardListStatusSchema = z.enum(cardListStatuses);

/** Which content of a card to read: the working draft or the latest published version. */
export const CardVersionKindSchema = z.enum(cardVersionKinds);

/** Level of the course a card is meant for. */
export const CourseLevelSchema = z.enum(courseLevels);

/** Size of the class a card works for. */
export const ClassSizeSchema = z.enum(classSizes);

/** Classroom time a card needs. */
export const TimeRequiredSchema = z.enum(timesRequired);

/** License a card's material is shared under. */
export const CardLicenseSchema = z.enum(cardLicenses);

/** List orders; "top_rated" by Bayesian average rating, "most_used" by "I used this" answers. */
export const CardSortSchema = z.enum(cardSorts);
