import { Folder as FolderIcon } from "lucide-react";
import { useRef } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { MoveToButton, type MoveToMenuProps } from "./move-to-button";

/** The "Move to…" dropdown, loaded on the first use of its button (`move-to-menu.tsx`). */
export function MoveToDropdown({
  name,
  targets,
  onMove,
  defaultOpen,
}: MoveToMenuProps & { defaultOpen: boolean }) {
  // After a move the row lives in another folder; the caller focuses it there instead.
  const hasMoved = useRef(false);
  return (
    <DropdownMenu
      defaultOpen={defaultOpen}
      onOpenChange={(open) => {
        if (open) hasMoved.current = false;
      }}
    >
      <DropdownMenuTrigger asChild>
        <MoveToButton name={name} />
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
