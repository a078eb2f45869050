import {
  type CardContent,
  type EngagementMember,
  emptyCardContent,
  type ReviewAbilities,
  type ReviewDetail,
  type ReviewNote,
  type ReviewRound,
  type ReviewSummary,
  type Rubric,
} from "@keen/contracts";

let sequence = 0;
const uuid = (prefix: string) => {
  sequence += 1;
  return `${prefix}0000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`;
};

const DAY = 86_400_000;
/** An ISO time `days` ago (fractions allowed). */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

function buildPerson(firstName: string, lastName: string, userId = uuid("1")): EngagementMember {
  return { userId, firstName, lastName, pictureUrl: `/User/${userId}/ProfilePicture?size=64` };
}

/** The demo reviewer, an author and an admin of the reviews tests. */
export const reviewer = buildPerson("Rita", "Reviewer", "10000000-0000-4000-8000-0000000000a1");
export const otherReviewer = buildPerson("Omar", "Okoye");
export const author = buildPerson("Ada", "Okafor");

const text = (name: string) => ({
  description: `What ${name} judges.`,
  high: `${name}: excellent.`,
  medium: `${name}: adequate.`,
  low: `${name}: missing.`,
});

/** The seven seeded criteria, with short texts. */
export const rubric: Rubric = [
  ["entrepreneurial_mindset", "Entrepreneurial Mindset"],
  ["clarity_organization", "Clarity & Organization"],
  ["adaptability_adoptability", "Adaptability & Adoptability"],
  ["quality_resources", "Quality of Resources"],
  ["pedagogy", "Pedagogy"],
  ["assessment", "Assessment"],
  ["technical_content", "Technical Content"],
].map(([key = "", name = ""], index) => ({ key, position: index + 1, name, ...text(name) }));

/** A rich-text document of paragraphs. */
export function doc(...paragraphs: string[]) {
  return {
    type: "doc" as const,
    content: paragraphs.map((paragraph) => ({
      type: "paragraph",
      content: [{ type: "text", text: paragraph }],
    })),
  };
}

/** Card content as a round freezes it. */
export function buildContent(overrides: Partial<CardContent> = {}): CardContent {
  return {
    ...emptyCardContent(),
    title: "Bridges from index cards",
    summary: "Teams build and test a bridge from index cards.",
    description: doc("Students work in teams of four.", "Each team tests its bridge."),
    ...overrides,
  };
}

/** A review in a queue. */
export function buildSummary(overrides: Partial<ReviewSummary> = {}): ReviewSummary {
  const submittedAt = overrides.submittedAt ?? daysAgo(3);
  return {
    id: uuid("2"),
    cardId: uuid("3"),
    cardTitle: "Bridges from index cards",
    status: "submitted",
    round: 1,
    authors: [{ userId: author.userId, name: "Ada Okafor" }],
    submittedBy: author,
    submittedAt,
    reviewer: null,
    claimedAt: null,
    releaseAt: null,
    disciplines: [{ id: "40000000-0000-4000-8000-000000000001", name: "Civil Engineering" }],
    cardType: { id: "50000000-0000-4000-8000-000000000001", name: "Activity" },
    createdAt: submittedAt,
    updatedAt: submittedAt,
    closedAt: null,
    ...overrides,
  };
}

/** A round of a review. */
export function buildRound(overrides: Partial<ReviewRound> = {}): ReviewRound {
  return {
    number: 1,
    content: buildContent(),
    note: "",
    submittedBy: author,
    submittedAt: daysAgo(3),
    scores: {},
    decision: null,
    summary: "",
    decidedAt: null,
    ...overrides,
  };
}

const noAbilities: ReviewAbilities = {
  claim: false,
  unassign: false,
  score: false,
  decide: false,
  withdraw: false,
  resubmit: false,
  addNote: false,
};

/** A review with its rounds and notes; abilities default to none. */
export function buildDetail(
  overrides: Partial<Omit<ReviewDetail, "abilities">> & { abilities?: Partial<ReviewAbilities> } = {},
): ReviewDetail {
  const { abilities, ...rest } = overrides;
  const summary = buildSummary(rest);
  return {
    ...summary,
    rounds: [buildRound()],
    notes: [],
    versionNumber: null,
    publishWhenReviewed: false,
    isDraftReviewed: false,
    ...rest,
    abilities: { ...noAbilities, ...abilities },
  };
}

/** An Author Notes message. */
export function buildNote(body: string, overrides: Partial<ReviewNote> = {}): ReviewNote {
  return {
    id: uuid("4"),
    roundNumber: 1,
    author,
    isReviewer: false,
    body,
    createdAt: daysAgo(1),
    ...overrides,
  };
}

/** A queue page of the given reviews. */
export function queuePage(items: ReviewSummary[], total = items.length) {
  return { items, total, page: 1, pageSize: 20 };
}
