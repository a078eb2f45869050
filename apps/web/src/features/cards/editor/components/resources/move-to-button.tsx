import { FolderInput } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/** A folder an item can be moved to, as the menu lists it. */
export type MoveTarget = { id: string; title: string; isFull: boolean };

export type MoveToMenuProps = {
  /** The item's name ("Worksheet.pdf"), for the button's label. */
  name: string;
  targets: MoveTarget[];
  onMove: (folderId: string) => void;
};

/** The "Move to…" button, the same before and after its menu's code is in. */
export function MoveToButton({ name, ...props }: { name: string } & ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 text-slate-500"
      aria-label={`Move ${name} to another folder`}
      data-move-trigger=""
      {...props}
    >
      <FolderInput aria-hidden />
    </Button>
  );
}
