import { LoadOnUse } from "@/components/ui/load-on-use";
import { onDemand } from "@/lib/on-demand";
import { MoveToButton, type MoveToMenuProps } from "./move-to-button";

export type { MoveTarget } from "./move-to-button";

const moveToDropdown = onDemand(() => import("./move-to-dropdown").then((module) => module.MoveToDropdown));

/**
 * "Move to…": moves a resource item to the end of another folder without dragging (keyboard
 * and single-pointer alternative to drag and drop). Full folders are listed but disabled. The
 * dropdown's code loads on the first use of the button and opens with the first press.
 */
export function MoveToMenu(props: MoveToMenuProps) {
  return (
    <LoadOnUse
      part={moveToDropdown}
      popup="menu"
      placeholder={(trigger) => <MoveToButton name={props.name} {...trigger} />}
    >
      {(MoveToDropdown, openAsked) => <MoveToDropdown {...props} defaultOpen={openAsked} />}
    </LoadOnUse>
  );
}
