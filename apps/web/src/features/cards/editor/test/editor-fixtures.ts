import { type CardDetail, emptyCardContent } from "@keen/contracts";
import { cardAbilities } from "@/test/member-fixtures";

export const memberId = "0b4f6c1e-1d0c-4a8e-9a51-000000000001";
export const typeIds = {
  activity: "7c1f4f3a-6a55-4a47-8f3e-000000000002",
  course: "7c1f4f3a-6a55-4a47-8f3e-000000000003",
};

/** A draft as `GET /Card/{id}?version=draft` answers it, owned by the signed-in test member. */
export function buildCard(overrides: Partial<CardDetail> = {}): CardDetail {
  const now = new Date("2026-03-02T12:00:00Z").toISOString();
  return {
    ...emptyCardContent(),
    typeId: typeIds.activity,
    title: "Bridges from index cards",
    summary: "Teams build and test a bridge.",
    id: "3e0c8f6b-2f7a-4d53-b2a4-0000000000aa",
    version: "draft",
    status: "draft",
    isDeleted: false,
    deletedAt: null,
    versionNumber: null,
    latestVersionNumber: null,
    draftRevision: 3,
    hasUnpublishedChanges: true,
    isHidden: false,
    type: { id: typeIds.activity, name: "Activity" },
    disciplines: [],
    descriptionHtml: "",
    learningObjectivesHtml: "",
    instructorTipsHtml: "",
    coverImageUrl: null,
    authors: [
      { id: "a1", userId: memberId, name: "Max Member", title: null, institution: null, isExternal: false },
    ],
    editors: [],
    createdAt: now,
    updatedAt: now,
    publishedAt: null,
    firstPublishedAt: null,
    bookmarkCount: 0,
    isBookmarked: false,
    ratingAverage: null,
    ratingCount: 0,
    timesUsed: 0,
    commentCount: 0,
    peerReview: null,
    isExemplar: false,
    abilities: cardAbilities({
      edit: true,
      publish: true,
      delete: true,
      manageAuthors: true,
      viewAnalytics: true,
      requestFeedback: true,
    }),
    ...overrides,
  };
}
