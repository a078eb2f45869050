import {
  type AdminMemberSort,
  adminMemberSorts,
  type MemberStatus,
  type UserRole,
  userRoles,
} from "@keen/contracts";
import { type FormEvent, useId } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SearchInput } from "@/components/ui/search-input";
import type { MemberFilters as Filters } from "../api/get-admin-members";

const sortLabels: Record<AdminMemberSort, string> = {
  joined_desc: "Newest members",
  joined_asc: "Oldest members",
  name: "Last name",
  last_seen: "Recently seen",
};

/** The members page's search (name, email, institution), filters and order. */
export function MemberFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
}) {
  const id = useId();
  const set = (patch: Filters) => onChange({ ...filters, ...patch });
  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    set({ q: q || undefined });
  }
  return (
    <div className="mb-6 space-y-4">
      <search>
        <form onSubmit={handleSearch} className="flex gap-2">
          <SearchInput
            key={filters.q ?? ""}
            name="q"
            label="Search by name, email or institution"
            defaultValue={filters.q ?? ""}
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
      </search>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-role`}>Role</Label>
          <Select
            id={`${id}-role`}
            value={filters.role ?? ""}
            onChange={(e) => set({ role: (e.target.value || undefined) as UserRole | undefined })}
          >
            <option value="">Any role</option>
            {userRoles.map((role) => (
              <option key={role} value={role}>
                {role[0]?.toUpperCase()}
                {role.slice(1)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <Select
            id={`${id}-status`}
            value={filters.status ?? ""}
            onChange={(e) => set({ status: (e.target.value || undefined) as MemberStatus | undefined })}
          >
            <option value="">Any status</option>
            <option value="active">Active</option>
            <option value="suspended">Suspended</option>
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-from`}>Joined from</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.joinedFrom ?? ""}
            onChange={(e) => set({ joinedFrom: e.target.value || undefined })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-to`}>Joined until</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={filters.joinedTo ?? ""}
            onChange={(e) => set({ joinedTo: e.target.value || undefined })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-sort`}>Sort by</Label>
          <Select
            id={`${id}-sort`}
            value={filters.sort ?? "joined_desc"}
            onChange={(e) => set({ sort: e.target.value as AdminMemberSort })}
          >
            {adminMemberSorts.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </div>
  );
}
