import {
  type Database,
  institutionFeaturedCards,
  institutionFellows,
  institutionKeenLeaders,
  institutionRisingStars,
} from "@keen/db";
import { buildCard, buildInstitution, buildUser } from "../../../test/factories";

/**
 * An institution with one of everything, inserted directly: a featured published card, a KEEN
 * leader, a rising star and a fellow (of 2021), plus a spare published card and a spare member
 * to add.
 */
export async function buildStaffedInstitution(db: Database) {
  const institution = await buildInstitution(db);
  const author = await buildUser(db);
  const [leader, risingStar, fellow, spareMember] = await Promise.all([
    buildUser(db),
    buildUser(db),
    buildUser(db),
    buildUser(db),
  ]);
  const featured = await buildCard(db, { author, status: "published" });
  const spareCard = await buildCard(db, { author, status: "published" });
  const institutionId = institution.id;
  await db.insert(institutionFeaturedCards).values({ institutionId, cardId: featured.id });
  await db.insert(institutionKeenLeaders).values({ institutionId, userId: leader.id });
  await db.insert(institutionRisingStars).values({ institutionId, userId: risingStar.id });
  await db.insert(institutionFellows).values({ institutionId, userId: fellow.id, year: 2021 });
  return { institution, author, leader, risingStar, fellow, spareMember, featured, spareCard };
}
export type StaffedInstitution = Awaited<ReturnType<typeof buildStaffedInstitution>>;
