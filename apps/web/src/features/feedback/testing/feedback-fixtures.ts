import type { Feedback, FeedbackList, FeedbackRequest, FeedbackRequestForMe } from "@keen/contracts";

let sequence = 0;
const nextId = (prefix: string) => {
  sequence += 1;
  return `${prefix}-0000-4000-8000-${String(sequence).padStart(12, "0")}`;
};

export const cardId = "c0000000-0000-4000-8000-000000000001";
export const ids = {
  me: "a0000000-0000-4000-8000-0000000000a1",
  author: "a0000000-0000-4000-8000-0000000000b1",
  grace: "a0000000-0000-4000-8000-0000000000c1",
};

/** A member as engagement lists carry them. */
export function buildMember(userId: string, firstName: string, lastName: string) {
  return { userId, firstName, lastName, pictureUrl: `/User/${userId}/ProfilePicture?size=64` };
}

/** One member's feedback; a fresh id each call. */
export function buildFeedback(overrides: Partial<Feedback> = {}): Feedback {
  return {
    id: nextId("f0000000"),
    member: buildMember(ids.grace, "Grace", "Hopper"),
    rating: 4,
    comment: "Worked well with second-years.",
    usedInTeaching: true,
    usedTerm: "Fall 2026",
    classSize: 40,
    versionNumber: 2,
    createdAt: "2026-11-10T10:00:00.000Z",
    updatedAt: "2026-11-10T10:00:00.000Z",
    ...overrides,
  };
}

/** `GET /Card/{id}/Feedback` as the API answers it. */
export function buildFeedbackList(items: Feedback[], overrides: Partial<FeedbackList> = {}): FeedbackList {
  const rated = items.filter((i) => i.rating !== null);
  const distribution = [1, 2, 3, 4, 5].map((stars) => rated.filter((i) => i.rating === stars).length);
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 10,
    summary: {
      ratingAverage: rated.length
        ? Math.round((rated.reduce((sum, i) => sum + (i.rating ?? 0), 0) / rated.length) * 10) / 10
        : null,
      ratingCount: rated.length,
      timesUsed: items.filter((i) => i.usedInTeaching).length,
      distribution,
    },
    mine: null,
    canGiveFeedback: true,
    ...overrides,
  };
}

/** A feedback request made of a member. */
export function buildFeedbackRequest(overrides: Partial<FeedbackRequest> = {}): FeedbackRequest {
  return {
    id: nextId("d0000000"),
    cardId,
    member: buildMember(ids.grace, "Grace", "Hopper"),
    requestedBy: buildMember(ids.author, "Ada", "Lovelace"),
    message: "",
    status: "open",
    createdAt: "2026-11-11T10:00:00.000Z",
    answeredAt: null,
    withdrawnAt: null,
    ...overrides,
  };
}

/** A request as `GET /Card/FeedbackRequests/Mine` lists it. */
export function buildRequestForMe(overrides: Partial<FeedbackRequestForMe> = {}): FeedbackRequestForMe {
  return { ...buildFeedbackRequest(), cardTitle: "Bridge design sprint", ...overrides };
}

/** The signed-in member (`GET /User/me`), enough for `useCurrentUser`. */
export const me = {
  userId: ids.me,
  firstName: "Max",
  lastName: "Member",
  email: "max@ltu.edu",
  role: "member",
};
