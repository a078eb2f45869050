import type { PartnerPage, PartnerPageUpdateSchema } from "@keen/contracts";
import { type Database, institutions, partnerPage } from "@keen/db";
import { findRichTextProblem, renderRichText } from "@keen/rich-text";
import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { z } from "zod";
import { validation } from "../../lib/errors";
import type { Actor } from "../../lib/policy";
import { presentInstitutionFields } from "../institutions";
import { partnerPageAbilities } from "./partners.policy";

type UpdateInput = z.infer<typeof PartnerPageUpdateSchema>;

/** `GET /Partners`: the introduction and the partner institutions in order. */
export async function loadPartnerPage(db: Database, actor: Actor): Promise<PartnerPage> {
  const [[page], partners] = await Promise.all([
    db.select().from(partnerPage).where(eq(partnerPage.id, 1)),
    db
      .select()
      .from(institutions)
      .where(eq(institutions.isPartner, true))
      .orderBy(asc(institutions.partnerPosition), asc(institutions.name)),
  ]);
  return {
    intro: page?.intro ?? { type: "doc", content: [] },
    introHtml: page?.introHtml ?? "",
    partners: partners.map(presentInstitutionFields),
    updatedAt: page?.updatedAt.toISOString() ?? null,
    abilities: partnerPageAbilities(actor),
  };
}

/**
 * `PUT /Partners`: saves the introduction (HTML sanitised on the server; 400 on `intro` when it
 * does not fit the editor's schema) and makes exactly `institutionIds` the partners, in that
 * order (400 on `institutionIds` naming an unknown id). One transaction.
 */
export async function updatePartnerPage(db: Database, input: UpdateInput, userId: string): Promise<void> {
  const problem = findRichTextProblem(input.intro);
  if (problem) throw validation("intro", `is not a valid rich-text document (${problem})`);
  const introHtml = renderRichText(input.intro);
  const ids = input.institutionIds;
  await db.transaction(async (tx) => {
    if (ids.length > 0) {
      const found = await tx
        .select({ id: institutions.id })
        .from(institutions)
        .where(inArray(institutions.id, ids));
      const known = new Set(found.map((row) => row.id));
      const unknown = ids.find((id) => !known.has(id));
      if (unknown) throw validation("institutionIds", `${unknown} is not an institution`);
    }
    await tx
      .insert(partnerPage)
      .values({ id: 1, intro: input.intro, introHtml, updatedBy: userId })
      .onConflictDoUpdate({
        target: partnerPage.id,
        set: { intro: input.intro, introHtml, updatedBy: userId, updatedAt: new Date() },
      });
    await tx
      .update(institutions)
      .set({ isPartner: false, partnerPosition: null })
      .where(
        and(eq(institutions.isPartner, true), ids.length > 0 ? notInArray(institutions.id, ids) : undefined),
      );
    for (const [position, id] of ids.entries()) {
      await tx
        .update(institutions)
        .set({ isPartner: true, partnerPosition: position })
        .where(eq(institutions.id, id));
    }
  });
}
