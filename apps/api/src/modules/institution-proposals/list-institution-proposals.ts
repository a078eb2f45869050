import type { InstitutionProposalListQuerySchema, InstitutionProposalPage } from "@keen/contracts";
import { type Database, institutionProposals } from "@keen/db";
import { asc, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { presentInstitutionProposal, selectProposals } from "./institution-proposals.presenter";

type Query = z.output<typeof InstitutionProposalListQuerySchema>;

/**
 * Proposals in one status, a page at a time: pending ones oldest first (first come, first
 * decided), decided ones latest decision first. With the proposer, for admins.
 */
export async function listInstitutionProposals(db: Database, query: Query): Promise<InstitutionProposalPage> {
  const where = eq(institutionProposals.status, query.status);
  const order =
    query.status === "pending"
      ? [asc(institutionProposals.createdAt), asc(institutionProposals.id)]
      : [desc(institutionProposals.decidedAt), asc(institutionProposals.id)];
  const [rows, [total]] = await Promise.all([
    selectProposals(db, where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(institutionProposals).where(where),
  ]);
  return {
    items: rows.map((row) => presentInstitutionProposal(row, { withProposer: true })),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
