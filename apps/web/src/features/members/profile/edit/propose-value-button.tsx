import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { type ProposalResult, useProposeLookupValue } from "../../api";

type ProposeValueButtonProps = {
  kind: "Discipline" | "Interest";
  name: string;
  onProposed: (result: ProposalResult) => void;
};

/**
 * "Add “Biomechanics” as a new discipline": creates the value for everyone (or, when it already
 * exists under another spelling, answers with the existing one) and hands it back.
 */
export function ProposeValueButton({ kind, name, onProposed }: ProposeValueButtonProps) {
  const propose = useProposeLookupValue(kind);
  const trimmed = name.trim().replace(/\s+/g, " ");
  const noun = kind === "Discipline" ? "discipline" : "interest";

  return (
    <div className="flex flex-col gap-1">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="h-auto w-full justify-start py-2 text-left whitespace-normal text-brand-800"
        isLoading={propose.isPending}
        onClick={() => propose.mutate({ name: trimmed }, { onSuccess: onProposed })}
      >
        <Plus aria-hidden />
        <span>
          Add “{trimmed}” as a new {noun}
        </span>
      </Button>
      {propose.error ? (
        <p role="alert" className="px-3 text-xs font-medium text-red-700">
          {propose.error.message}
        </p>
      ) : null}
    </div>
  );
}
