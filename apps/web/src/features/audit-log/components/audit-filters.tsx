import { type AuditAction, type AuditTargetType, auditActions, auditTargetTypes } from "@keen/contracts";
import { useId } from "react";
import { Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AuditFilters as Filters } from "../api/get-audit-log";
import { actionLabels, targetLabels } from "./audit-words";

/** The audit log's filters: action, kind of target, and days. Actor and target come from links. */
export function AuditFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const id = useId();
  const set = (patch: Filters) => onChange({ ...filters, ...patch });
  return (
    <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-action`}>Action</Label>
        <Select
          id={`${id}-action`}
          value={filters.action ?? ""}
          onChange={(e) => set({ action: (e.target.value || undefined) as AuditAction | undefined })}
        >
          <option value="">Any action</option>
          {auditActions.map((action) => (
            <option key={action} value={action}>
              {actionLabels[action]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-target`}>Done to</Label>
        <Select
          id={`${id}-target`}
          value={filters.targetType ?? ""}
          onChange={(e) => set({ targetType: (e.target.value || undefined) as AuditTargetType | undefined })}
        >
          <option value="">Anything</option>
          {auditTargetTypes.map((type) => (
            <option key={type} value={type}>
              {targetLabels[type]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from ?? ""}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-to`}>Until</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.to ?? ""}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </div>
    </div>
  );
}
