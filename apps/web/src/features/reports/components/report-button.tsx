import type { ReportTargetType } from "@keen/contracts";
import { Flag } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { ReportDialog } from "./report-dialog";

type Props = {
  targetType: ReportTargetType;
  targetId: string;
  className?: string;
  /** The button's accessible name where many show at once ("Report message from Ada"). */
  label?: string;
};

/** A quiet "Report" button that opens the report dialog for one thing. */
export function ReportButton({ targetType, targetId, className, label }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={cn("h-7 px-2 text-slate-600", className)}
        aria-label={label}
        onClick={() => setIsOpen(true)}
      >
        <Flag aria-hidden />
        Report
      </Button>
      {isOpen ? (
        <ReportDialog targetType={targetType} targetId={targetId} open={isOpen} onOpenChange={setIsOpen} />
      ) : null}
    </>
  );
}
