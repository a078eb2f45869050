import { Folder as FolderIcon, FolderInput } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** A folder an item can be moved to, as the menu lists it. */
export type MoveTarget = { id: string; title: string; isFull: boolean };

type MoveToMenuProps = {
  /** The item's name ("Worksheet.pdf"), for the button's label. */
  name: string;
  targets: MoveTarget[];
  onMove: (folderId: string) => void;
};

/**
 * "Move to…": moves a resource item to the end of another folder without dragging (keyboard
 * and single-pointer alternative to drag and drop). Full folders are listed but disabled.
 */
export function MoveToMenu({ name, targets, onMove }: MoveToMenuProps) {
  // After a move the row lives in another folder; the caller focuses it there instead.
  const hasMoved = useRef(false);
  return (
    <DropdownMenu
      onOpenChange={(open) => {
        if (open) hasMoved.current = false;
      }}
    >
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-slate-500"
          aria-label={`Move ${name} to another folder`}
          data-move-trigger=""
        >
          <FolderInput aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="max-w-80"
        onCloseAutoFocus={(event) => hasMoved.current && event.preventDefault()}
      >
        <DropdownMenuLabel className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Move to folder
        </DropdownMenuLabel>
        {targets.map((target) => (
          <DropdownMenuItem
            key={target.id}
            disabled={target.isFull}
            onSelect={() => {
              hasMoved.current = true;
              onMove(target.id);
            }}
          >
            <FolderIcon aria-hidden />
            <span className="min-w-0 flex-1 truncate">{target.title}</span>
            {target.isFull ? <span className="text-xs text-slate-500">Full</span> : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
