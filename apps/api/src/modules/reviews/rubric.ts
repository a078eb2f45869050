import type { Rubric, RubricCriterion, RubricCriterionUpdateInput } from "@keen/contracts";
import { type Database, reviewCriteria } from "@keen/db";
import { asc, eq, sql } from "drizzle-orm";
import { forbidden, notFound } from "../../lib/errors";
import { isAdmin, type SignedInActor } from "../../lib/policy";

const columns = {
  key: reviewCriteria.key,
  position: reviewCriteria.position,
  name: reviewCriteria.name,
  description: reviewCriteria.description,
  high: reviewCriteria.high,
  medium: reviewCriteria.medium,
  low: reviewCriteria.low,
};

/** `GET /Card/Rubrics`: the review rubric's criteria in order. */
export function listRubric(db: Database): Promise<Rubric> {
  return db.select(columns).from(reviewCriteria).orderBy(asc(reviewCriteria.position));
}

/** `PUT /Card/Rubrics/{key}`: admins change a criterion's texts (its key and place stay). */
export async function updateRubricCriterion(
  db: Database,
  actor: SignedInActor,
  key: string,
  input: RubricCriterionUpdateInput,
): Promise<RubricCriterion> {
  if (!isAdmin(actor)) throw forbidden("Only admins edit the review rubric.");
  const [criterion] = await db
    .update(reviewCriteria)
    .set({ ...input, updatedAt: sql`now()`, updatedBy: actor.userId })
    .where(eq(reviewCriteria.key, key))
    .returning(columns);
  if (!criterion) throw notFound("Rubric criterion");
  return criterion;
}
