import type { CardSummary, InstitutionDetail, InstitutionFellow, InstitutionPerson } from "@keen/contracts";
import { buildCardSummary as buildSharedCardSummary } from "@/test/member-fixtures";

const now = "2026-03-02T10:00:00.000Z";

/** Fixed ids so tests can address the mocked API by path. */
export const ids = {
  institution: "2f6b1a7e-1111-4c1a-9a55-000000000001",
  ada: "8d3c6f5e-0000-4000-8000-000000000001",
  grace: "8d3c6f5e-0000-4000-8000-000000000002",
  alan: "8d3c6f5e-0000-4000-8000-000000000003",
  card: "5a9e2c1d-0000-4000-8000-0000000000c1",
};

/** A member as the institution lists hold them. */
export function buildPerson(
  userId: string,
  firstName: string,
  lastName: string,
  title: string | null = null,
): InstitutionPerson {
  return {
    userId,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    title,
    pictureUrl: `/User/${userId}/ProfilePicture?size=256`,
  };
}

/** A fellow (a person with a fellowship year). */
export function buildFellow(person: InstitutionPerson, year: number | null = null): InstitutionFellow {
  return { ...person, year };
}

/** A published card as lists show it (the shared card tile, at a fixed id). */
export function buildCardSummary(overrides: Partial<CardSummary> = {}): CardSummary {
  return buildSharedCardSummary({
    id: ids.card,
    summary: "Students measure the work done by compressing air.",
    authors: [
      {
        id: "5a9e2c1d-0000-4000-8000-0000000000a1",
        userId: ids.ada,
        name: "Ada Lovelace",
        isExternal: false,
      },
    ],
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
    ...overrides,
  });
}

/** An institution page with one featured card and one person in each list. */
export function buildInstitution(overrides: Partial<InstitutionDetail> = {}): InstitutionDetail {
  return {
    id: ids.institution,
    name: "Ridgeview Institute of Technology",
    shortName: "Ridgeview",
    city: "Golden",
    region: "CO",
    country: "United States",
    website: "https://www.ridgeview.edu",
    logoUrl: `/Institution/${ids.institution}/Logo?v=1`,
    isPartner: true,
    description: "A small engineering school in the mountains.\n\nStudents learn by building.",
    featuredCards: [buildCardSummary()],
    keenLeaders: [buildPerson(ids.ada, "Ada", "Lovelace", "Dean of Engineering")],
    fellows: [buildFellow(buildPerson(ids.grace, "Grace", "Hopper"), 2024)],
    risingStars: [buildPerson(ids.alan, "Alan", "Turing")],
    statistics: {
      members: 42,
      publishedCards: 17,
      reviewedCards: 0,
      fellows: 1,
      risingStars: 1,
      keenLeaders: 1,
    },
    createdAt: now,
    updatedAt: now,
    abilities: { edit: false, delete: false },
    ...overrides,
  };
}
