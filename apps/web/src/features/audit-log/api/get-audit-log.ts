import type { AuditLog, AuditLogQuery } from "@keen/contracts";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

/** The audit log's filters (what the address keeps), without paging. */
export type AuditFilters = Partial<Omit<AuditLogQuery, "cursor" | "limit">>;

/** Entries per page ("Show older entries" loads the next). */
export const AUDIT_PAGE_SIZE = 50;

/** Query keys of the audit log: everything under `['admin', 'audit-log']`. */
export const auditKeys = {
  all: ["admin", "audit-log"] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, filters] as const,
};

/** One page of the audit log, newest first (`GET /Admin/AuditLog`, admins). */
export async function getAuditLog(filters: AuditFilters, cursor: string | undefined, signal?: AbortSignal) {
  const { data } = await apiClient.get<AuditLog>("/Admin/AuditLog", {
    params: { ...filters, limit: AUDIT_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    signal,
  });
  return data;
}

/** Query options for the audit log, page after page by cursor. */
export function auditLogQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getAuditLog(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The audit entries matching the filters, loaded page by page. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditLogQueryOptions(filters));
}
