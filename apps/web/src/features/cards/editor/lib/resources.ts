import { type CardResources, cardLimits, type ResourceItem } from "@keen/contracts";

export type Folder = CardResources["folders"][number];

/** The stable key of a resource item (its attachment id, or the link's id). */
export function itemKey(item: ResourceItem): string {
  return item.kind === "attachment" ? item.attachmentId : item.id;
}

/** Moves an element of a list from one index to another (a copy). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** True when the folder has room for one more item. */
export function hasRoom(folder: Folder): boolean {
  return folder.items.length < cardLimits.folderItems;
}

/** Pure updates of the resources value (each returns a new value). */
export const resourcesOps = {
  addFolder: (r: CardResources, folder: Folder): CardResources => ({ folders: [...r.folders, folder] }),
  updateFolder: (r: CardResources, id: string, change: Partial<Folder>): CardResources => ({
    folders: r.folders.map((f) => (f.id === id ? { ...f, ...change } : f)),
  }),
  removeFolder: (r: CardResources, id: string): CardResources => ({
    folders: r.folders.filter((f) => f.id !== id),
  }),
  moveFolder: (r: CardResources, from: number, to: number): CardResources => ({
    folders: move(r.folders, from, to),
  }),
  addItem: (r: CardResources, folderId: string, item: ResourceItem): CardResources =>
    resourcesOps.updateItems(r, folderId, (items) => [...items, item]),
  removeItem: (r: CardResources, folderId: string, key: string): CardResources =>
    resourcesOps.updateItems(r, folderId, (items) => items.filter((i) => itemKey(i) !== key)),
  replaceItem: (r: CardResources, folderId: string, item: ResourceItem): CardResources =>
    resourcesOps.updateItems(r, folderId, (items) =>
      items.map((i) => (itemKey(i) === itemKey(item) ? item : i)),
    ),
  moveItem: (r: CardResources, folderId: string, from: number, to: number): CardResources =>
    resourcesOps.updateItems(r, folderId, (items) => move(items, from, to)),
  /**
   * Moves an item (by key) to the end of another folder. Unchanged when the item or the target
   * is missing, the target is the item's own folder, or the target is full.
   */
  moveItemToFolder: (r: CardResources, fromId: string, key: string, toId: string): CardResources => {
    const item = r.folders.find((f) => f.id === fromId)?.items.find((i) => itemKey(i) === key);
    const target = r.folders.find((f) => f.id === toId);
    if (!item || !target || fromId === toId || !hasRoom(target)) return r;
    return {
      folders: r.folders.map((f) => {
        if (f.id === fromId) return { ...f, items: f.items.filter((i) => itemKey(i) !== key) };
        return f.id === toId ? { ...f, items: [...f.items, item] } : f;
      }),
    };
  },
  updateItems: (r: CardResources, folderId: string, change: (items: ResourceItem[]) => ResourceItem[]) => ({
    folders: r.folders.map((f) => (f.id === folderId ? { ...f, items: change(f.items) } : f)),
  }),
};
