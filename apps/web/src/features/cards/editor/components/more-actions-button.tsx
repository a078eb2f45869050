import { MoreHorizontal } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/** The editor's "More actions" button, the same before and after its menu's code is in. */
export function MoreActionsButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" className="size-9" aria-label="More actions" {...props}>
      <MoreHorizontal aria-hidden />
    </Button>
  );
}
