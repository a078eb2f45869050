import type { Editor } from "@tiptap/react";
import { Table2 } from "lucide-react";
import { Toolbar } from "radix-ui";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/cn";
import { toolbarButtonClass } from "./toolbar-button";

/** Table actions: insert a 3×3 table with a header row, or change the table under the cursor. */
export function TableMenu({ editor, isInTable }: { editor: Editor; isInTable: boolean }) {
  const run = (command: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>) =>
    command(editor.chain().focus()).run();

  return (
    <DropdownMenu modal={false}>
      <Toolbar.Button asChild>
        <DropdownMenuTrigger
          className={cn(toolbarButtonClass, "w-auto gap-1 px-2")}
          aria-label="Table"
          title="Table"
          aria-pressed={isInTable}
        >
          <Table2 aria-hidden />
        </DropdownMenuTrigger>
      </Toolbar.Button>
      <DropdownMenuContent align="start" onCloseAutoFocus={(event) => event.preventDefault()}>
        <DropdownMenuItem
          disabled={isInTable}
          onSelect={() => run((c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }))}
        >
          Insert table
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={!isInTable} onSelect={() => run((c) => c.addRowAfter())}>
          Add row below
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!isInTable} onSelect={() => run((c) => c.addColumnAfter())}>
          Add column right
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!isInTable} onSelect={() => run((c) => c.deleteRow())}>
          Delete row
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!isInTable} onSelect={() => run((c) => c.deleteColumn())}>
          Delete column
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={!isInTable}
          variant="destructive"
          onSelect={() => run((c) => c.deleteTable())}
        >
          Delete table
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
