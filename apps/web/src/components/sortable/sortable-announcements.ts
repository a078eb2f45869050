import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";

/** What a screen reader hears while an item is picked up with the keyboard. */
export const sortableInstructions: ScreenReaderInstructions = {
  draggable:
    "To reorder, press Space or Enter to pick the item up, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.",
};

/**
 * Announcements of a sortable list in plain words, naming the item and its position
 * ("Moved Ada Lovelace to position 2 of 4").
 */
export function createSortableAnnouncements(
  ids: UniqueIdentifier[],
  labelOf: (id: UniqueIdentifier) => string,
): Announcements {
  const position = (id: UniqueIdentifier) => `position ${ids.indexOf(id) + 1} of ${ids.length}`;
  return {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}, at ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} is over ${position(over.id)}.`
        : `${labelOf(active.id)} is outside the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Moved ${labelOf(active.id)} to ${position(over.id)}.`
        : `${labelOf(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Cancelled. ${labelOf(active.id)} is back at ${position(active.id)}.`,
  };
}
