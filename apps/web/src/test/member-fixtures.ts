/**
 * Member- and card-shaped test data shared by the features' tests (members, settings, home,
 * messages, reviews, discussions, institutions, card tiles, the editor): a full member record, a
 * degree, a publication, a related member, a card's abilities and a card tile. One set of
 * factories: a feature's own fixtures build on these instead of copying them.
 */
import type { CardAbilities, CardSummary, Degree, Publication, RelatedMember, User } from "@keen/contracts";

const ids = {
  ada: "0b7c1e0a-5d6f-4a8b-9c0d-1e2f3a4b5c6d",
  grace: "1c8d2f1b-6e7a-4b9c-8d1e-2f3a4b5c6d7e",
  ltu: "2d9e3a2c-7f8b-4c0d-9e2f-3a4b5c6d7e8f",
  mech: "3e0f4b3d-8a9c-4d1e-8f3a-4b5c6d7e8f9a",
  sub: "4f1a5c4e-9b0d-4e2f-9a4b-5c6d7e8f9a0b",
};
export const fixtureIds = ids;

/** A complete member record as `GET /User/{id}` answers, with overrides. */
export function buildMember(overrides: Partial<User> = {}): User {
  return {
    userId: ids.ada,
    email: "ada@ltu.edu",
    firstName: "Ada",
    lastName: "Lovelace",
    title: "Associate Professor of Mechanical Engineering",
    bio: "I teach thermodynamics with design challenges.",
    role: "member",
    isOnboarded: true,
    institutions: [
      {
        id: ids.ltu,
        name: "Lawrence Technological University",
        city: "Southfield",
        region: "MI",
        country: "USA",
      },
    ],
    disciplines: [{ id: ids.mech, name: "Mechanical Engineering" }],
    interests: [{ id: crypto.randomUUID(), name: "Active learning" }],
    memberships: [
      { id: crypto.randomUUID(), name: "American Society for Engineering Education", abbreviation: "ASEE" },
    ],
    pictureUrl: `/User/${ids.ada}/ProfilePicture?size=256&v=1`,
    hasPicture: true,
    institutionRoles: [
      { institutionId: ids.ltu, institutionName: "Lawrence Technological University", role: "fellow" },
    ],
    createdAt: "2024-03-01T12:00:00.000Z",
    abilities: { edit: false, delete: false },
    ...overrides,
  };
}

export const degree: Degree = {
  id: crypto.randomUUID(),
  level: "Doctorate",
  field: "Mechanical Engineering",
  institutionId: null,
  institutionName: "Purdue University",
  year: 2012,
};

export const publication: Publication = {
  id: crypto.randomUUID(),
  title: "Design challenges in thermodynamics",
  venue: "ASEE Annual Conference",
  year: 2021,
  authors: "Lovelace, A.; Hopper, G.",
  url: null,
  doi: "10.18260/1-2--37000",
};

export const relatedMember: RelatedMember = {
  userId: ids.grace,
  firstName: "Grace",
  lastName: "Hopper",
  title: "Professor of Computer Science",
  institutionName: "Lawrence Technological University",
  pictureUrl: `/User/${ids.grace}/ProfilePicture?size=256`,
  score: 5,
  reasons: ["Same institution", "1 shared discipline"],
};

/** A card's abilities: none, except the ones given (`cardAbilities({ edit: true })`). */
export function cardAbilities(granted: Partial<CardAbilities> = {}): CardAbilities {
  return {
    edit: false,
    publish: false,
    unpublish: false,
    delete: false,
    restore: false,
    manageAuthors: false,
    viewAnalytics: false,
    bookmark: false,
    giveFeedback: false,
    requestFeedback: false,
    comment: false,
    ...granted,
  };
}

/** One published card tile's data. */
export function buildCardSummary(overrides: Partial<CardSummary> = {}): CardSummary {
  const now = "2025-01-10T10:00:00.000Z";
  return {
    id: crypto.randomUUID(),
    status: "published",
    isDeleted: false,
    title: "Heat engines with a bicycle pump",
    summary: "A hands-on activity",
    type: { id: crypto.randomUUID(), name: "Activity" },
    disciplines: [],
    tags: [],
    coverImageUrl: null,
    authors: [{ id: crypto.randomUUID(), userId: ids.ada, name: "Ada Lovelace", isExternal: false }],
    versionNumber: 1,
    hasUnpublishedChanges: false,
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
    deletedAt: null,
    bookmarkCount: 0,
    isBookmarked: false,
    ratingAverage: null,
    ratingCount: 0,
    timesUsed: 0,
    commentCount: 0,
    peerReview: null,
    isExemplar: false,
    abilities: cardAbilities(),
    ...overrides,
  };
}
