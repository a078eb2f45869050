import { EyeOff, Trash2, Undo2 } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { ConfirmKind } from "../hooks/use-card-actions";
import { MoreActionsButton } from "./more-actions-button";

export type CardActionsMenuProps = {
  canUnpublish: boolean;
  canSync: boolean;
  canDelete: boolean;
  setConfirm: (kind: ConfirmKind) => void;
};

/**
 * The editor's "More actions" menu (Unpublish, Discard draft changes, Delete card), each asking for
 * confirmation. Loaded on the first use of its button (`card-actions.tsx`).
 */
export function CardActionsMenu({
  canUnpublish,
  canSync,
  canDelete,
  setConfirm,
  defaultOpen,
}: CardActionsMenuProps & { defaultOpen: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <MoreActionsButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {canUnpublish ? (
          <DropdownMenuItem onSelect={() => setConfirm("unpublish")}>
            <EyeOff aria-hidden />
            Unpublish
          </DropdownMenuItem>
        ) : null}
        {canSync ? (
          <DropdownMenuItem onSelect={() => setConfirm("sync")}>
            <Undo2 aria-hidden />
            Discard draft changes
          </DropdownMenuItem>
        ) : null}
        {canDelete ? (
          <>
            {canUnpublish || canSync ? <DropdownMenuSeparator /> : null}
            <DropdownMenuItem variant="destructive" onSelect={() => setConfirm("delete")}>
              <Trash2 aria-hidden />
              Delete card
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
