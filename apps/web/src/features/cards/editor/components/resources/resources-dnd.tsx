import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { ExternalLink, FileText, Folder as FolderIcon, GripVertical } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { type DragIntent, RowBindingProvider } from "@/components/sortable/row-binding";
import { useSortableRow } from "@/components/sortable/use-sortable-row";
import { type Folder, hasRoom, itemKey } from "../../lib/resources";
import { resourcesInstructions } from "./resources-instructions";

/** What a draggable of the resources section is: a folder, or an item of one folder. */
export type ResourceDragData = { type: "folder" } | { type: "item"; folderId: string };

const dataOf = (container: Pick<DroppableContainer, "data">) =>
  container.data.current as ResourceDragData | undefined;

/** True when `candidate` is in the same list as the dragged one (folders, or one folder's items). */
function isSameList(dragged: ResourceDragData | undefined, candidate: ResourceDragData | undefined) {
  if (dragged?.type === "item") return candidate?.type === "item" && candidate.folderId === dragged.folderId;
  return candidate?.type === "folder";
}

/**
 * Folders only collide with folders. An item collides with another folder while the pointer is
 * inside it (dropping moves it there), else with the items of its own folder (reordering).
 */
export const resourcesCollision: CollisionDetection = (args) => {
  const dragged = args.active.data.current as ResourceDragData | undefined;
  const sameList = args.droppableContainers.filter((c) => isSameList(dragged, dataOf(c)));
  if (dragged?.type === "item" && args.pointerCoordinates) {
    const otherFolders = args.droppableContainers.filter(
      (c) => dataOf(c)?.type === "folder" && c.id !== dragged.folderId,
    );
    const into = pointerWithin({ ...args, droppableContainers: otherFolders });
    if (into.length > 0) return into;
  }
  return closestCenter({ ...args, droppableContainers: sameList });
};

/**
 * Arrow keys move a picked-up folder among folders and an item within its folder (the "Move to"
 * menu moves items between folders without a pointer).
 */
const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const all = args.context.droppableContainers;
  const dragged = args.context.active?.data.current as ResourceDragData | undefined;
  const droppableContainers = {
    getEnabled: () => all.getEnabled().filter((c) => isSameList(dragged, dataOf(c))),
    get: (id: Parameters<typeof all.get>[0]) => all.get(id),
  } as unknown as typeof all;
  return sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers } });
};

type ResourcesDndProps = {
  folders: Folder[];
  /** The on-screen name of an item, by key. */
  nameOfItem: (key: string) => string;
  /** The on-screen name of a folder. */
  nameOfFolder: (folder: Folder) => string;
  onMoveFolder: (from: number, to: number) => void;
  onMoveItem: (folderId: string, from: number, to: number) => void;
  onMoveItemToFolder: (fromId: string, key: string, toId: string) => void;
  requestDrag: (intent: DragIntent) => void;
  children: ReactNode;
};

/** One folder's items as a sortable list of their own. */
function ItemList({ ids, children }: { ids: string[]; children: ReactNode }) {
  return (
    <SortableContext items={ids} strategy={verticalListSortingStrategy}>
      {children}
    </SortableContext>
  );
}

/**
 * One drag-and-drop context for the resources section: folders reorder among themselves, items
 * reorder within their folder, and an item dropped onto another folder moves to its end. Each
 * step is announced for screen readers. Loaded with the first drag (resources-section.tsx).
 */
export function ResourcesDnd(props: ResourcesDndProps) {
  const { folders, nameOfItem, nameOfFolder, onMoveFolder, onMoveItem, onMoveItemToFolder } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  const [dragging, setDragging] = useState<{ id: string; data: ResourceDragData | undefined } | null>(null);
  const { requestDrag } = props;
  const binding = useMemo(() => ({ useRow: useSortableRow, List: ItemList, requestDrag }), [requestDrag]);
  const folderIds = folders.map((f) => f.id);
  const folderOf = (id: unknown) => folders.find((f) => f.id === id);
  const listOf = (data: ResourceDragData | undefined) =>
    data?.type === "item" ? (folderOf(data.folderId)?.items.map(itemKey) ?? []) : folderIds;
  const nameOf = (id: unknown, data: ResourceDragData | undefined) => {
    const folder = data?.type === "folder" ? folderOf(id) : undefined;
    return folder ? `folder ${nameOfFolder(folder)}` : nameOfItem(String(id));
  };
  const position = (id: unknown, data: ResourceDragData | undefined) => {
    const ids = listOf(data);
    return `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  };
  const targetFolder = (active: DragEndEvent["active"], over: DragEndEvent["over"]) => {
    const dragged = active.data.current as ResourceDragData | undefined;
    const target = over?.data.current as ResourceDragData | undefined;
    if (dragged?.type !== "item" || target?.type !== "folder" || over?.id === dragged.folderId) return null;
    return { from: dragged.folderId, to: folderOf(over?.id) };
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const data = active.data.current as ResourceDragData | undefined;
      return `Picked up ${nameOf(active.id, data)}, ${position(active.id, data)}.`;
    },
    onDragOver: ({ active, over }) => {
      const data = active.data.current as ResourceDragData | undefined;
      const into = targetFolder(active, over);
      if (into?.to) return `${nameOf(active.id, data)} is over folder ${nameOfFolder(into.to)}.`;
      return over ? `${nameOf(active.id, data)} moved to ${position(over.id, data)}.` : undefined;
    },
    onDragEnd: ({ active, over }) => {
      const data = active.data.current as ResourceDragData | undefined;
      const into = targetFolder(active, over);
      if (into?.to) {
        return hasRoom(into.to)
          ? `${nameOf(active.id, data)} moved to the end of folder ${nameOfFolder(into.to)}.`
          : `Folder ${nameOfFolder(into.to)} is full; ${nameOf(active.id, data)} stayed where it was.`;
      }
      return over ? `${nameOf(active.id, data)} dropped at ${position(over.id, data)}.` : undefined;
    },
    onDragCancel: ({ active }) =>
      `Moving ${nameOf(active.id, active.data.current as ResourceDragData | undefined)} cancelled.`,
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    setDragging(null);
    if (!over || active.id === over.id) return;
    const into = targetFolder(active, over);
    if (into?.to) return onMoveItemToFolder(into.from, String(active.id), into.to.id);
    const dragged = active.data.current as ResourceDragData | undefined;
    if (!isSameList(dragged, over.data.current as ResourceDragData | undefined)) return;
    const ids = listOf(dragged);
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    if (dragged?.type === "item") onMoveItem(dragged.folderId, from, to);
    else onMoveFolder(from, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={resourcesCollision}
      onDragStart={({ active }) =>
        setDragging({ id: String(active.id), data: active.data.current as ResourceDragData | undefined })
      }
      onDragEnd={handleDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: resourcesInstructions },
      }}
    >
      <SortableContext items={folderIds} strategy={verticalListSortingStrategy}>
        <RowBindingProvider value={binding}>{props.children}</RowBindingProvider>
      </SortableContext>
      <DragOverlay dropAnimation={null}>
        {dragging ? <DragPreview id={dragging.id} data={dragging.data} {...props} /> : null}
      </DragOverlay>
    </DndContext>
  );
}

type DragPreviewProps = Pick<ResourcesDndProps, "folders" | "nameOfItem" | "nameOfFolder"> & {
  id: string;
  data: ResourceDragData | undefined;
};

/** What follows the pointer while dragging: the folder (with its item count) or the item. */
function DragPreview({ id, data, folders, nameOfItem, nameOfFolder }: DragPreviewProps) {
  const folder = data?.type === "folder" ? folders.find((f) => f.id === id) : undefined;
  const item = folders.flatMap((f) => f.items).find((i) => itemKey(i) === id);
  const Icon = folder ? FolderIcon : item?.kind === "link" ? ExternalLink : FileText;
  return (
    <div className="inline-flex max-w-sm cursor-grabbing items-center gap-2 rounded-lg border border-brand-600 bg-white py-2 pr-4 pl-2 shadow-(--shadow-pop)">
      <GripVertical aria-hidden className="size-4 text-slate-400" />
      <Icon aria-hidden className="size-4 shrink-0 text-brand-600" />
      <span className="truncate text-sm font-medium text-slate-900">
        {folder ? nameOfFolder(folder) : nameOfItem(id)}
      </span>
      {folder ? (
        <span className="shrink-0 text-xs text-slate-500">
          {folder.items.length} item{folder.items.length === 1 ? "" : "s"}
        </span>
      ) : null}
    </div>
  );
}
