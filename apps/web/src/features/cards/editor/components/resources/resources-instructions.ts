/** How to move resources with the keyboard, as the drag handles describe it. */
export const resourcesInstructions =
  "To reorder, press Space or Enter to pick up the folder or item, use the arrow keys to move it, and press Space or Enter again to drop it. Press Escape to cancel. To move an item to another folder without dragging, use its Move to menu.";
