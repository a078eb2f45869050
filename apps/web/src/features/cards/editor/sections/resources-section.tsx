import { type CardAttachment, cardLimits, type ResourceItem } from "@keen/contracts";
import { FolderPlus } from "lucide-react";
import { useMemo, useState } from "react";
import { PlainRows } from "@/components/sortable/row-binding";
import { useDndOnDemand } from "@/components/sortable/use-dnd-on-demand";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { useDeleteCardAttachment } from "@/features/cards/api/delete-card-attachment";
import { useCardAttachments } from "@/features/cards/api/get-card-attachments";
import { notify } from "@/lib/notifications";
import { onDemand } from "@/lib/on-demand";
import { EditorSection } from "../components/editor-section";
import { type FolderActions, ResourceFolder } from "../components/resources/resource-folder";
import { itemName } from "../components/resources/resource-item-row";
import { resourcesInstructions } from "../components/resources/resources-instructions";
import { useEditorContext } from "../editor-context";
import { useResources } from "../hooks/use-resources";
import { type Folder, hasRoom, itemKey, resourcesOps as ops } from "../lib/resources";

const resourcesDnd = onDemand(() => import("../components/resources/resources-dnd"));

type Removal =
  | { kind: "item"; folderId: string; item: ResourceItem; name: string }
  | { kind: "folder"; folder: Folder };

/**
 * Resources: ordered folders of attachments and links, with uploads, reordering, and moving items
 * between folders (drag onto a folder, or an item's "Move to" menu). Moves are draft edits.
 * Drag and drop loads with the first drag on a handle.
 */
export function ResourcesSection() {
  const { card, store } = useEditorContext();
  const { resources, error, id, update } = useResources();
  const attachments = useCardAttachments(card.id);
  const deleteAttachment = useDeleteCardAttachment(card.id);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const dnd = useDndOnDemand(resourcesDnd);
  const byId = useMemo(
    () => new Map<string, CardAttachment>((attachments.data ?? []).map((a) => [a.id, a])),
    [attachments.data],
  );
  const folders = resources.folders;
  const canEdit = card.abilities.edit;
  const folderName = (folder: Folder) => folder.title.trim() || `Folder ${folders.indexOf(folder) + 1}`;
  const nameOfItem = (key: string) => {
    const item = folders.flatMap((f) => f.items).find((i) => itemKey(i) === key);
    if (!item) return "item";
    return itemName(item, item.kind === "attachment" ? byId.get(item.attachmentId) : undefined);
  };

  const moveItemToFolder = (fromId: string, key: string, toId: string) => {
    const target = folders.find((f) => f.id === toId);
    if (!target) return;
    if (!hasRoom(target)) {
      notify({
        type: "warning",
        title: "That folder is full",
        message: `A folder holds at most ${cardLimits.folderItems} items.`,
      });
      return;
    }
    update((r) => ops.moveItemToFolder(r, fromId, key, toId));
    notify({
      type: "success",
      title: "Moved",
      message: `“${nameOfItem(key)}” is now last in “${folderName(target)}”.`,
    });
  };

  const addFolder = () => {
    const folder = { id: crypto.randomUUID(), title: "", description: "", items: [] };
    update((r) => ops.addFolder(r, folder));
    // Put the caret in the new folder's title.
    window.setTimeout(
      () =>
        document
          .querySelector<HTMLInputElement>(`[aria-label="Title of folder ${folders.length + 1}"]`)
          ?.focus(),
      0,
    );
  };

  const actionsFor = (folder: Folder): FolderActions => ({
    change: (change) => update((r) => ops.updateFolder(r, folder.id, change)),
    addItem: (item) => update((r) => ops.addItem(r, folder.id, item)),
    replaceItem: (item) => update((r) => ops.replaceItem(r, folder.id, item)),
    moveItemTo: (key, toId) => {
      moveItemToFolder(folder.id, key, toId);
      // The row now lives in the other folder: keep the keyboard where the item went.
      window.setTimeout(
        () =>
          document.querySelector<HTMLElement>(`[data-resource-item="${key}"] [data-move-trigger]`)?.focus(),
        0,
      );
    },
    askRemoveItem: (item, name) => setRemoval({ kind: "item", folderId: folder.id, item, name }),
    askRemoveFolder: () =>
      folder.items.length
        ? setRemoval({ kind: "folder", folder })
        : update((r) => ops.removeFolder(r, folder.id)),
  });

  async function handleRemove() {
    if (!removal) return;
    setRemoval(null);
    const items = removal.kind === "item" ? [removal.item] : removal.folder.items;
    if (removal.kind === "item") update((r) => ops.removeItem(r, removal.folderId, itemKey(removal.item)));
    else update((r) => ops.removeFolder(r, removal.folder.id));
    // Files go once the draft no longer lists them (published versions keep their own copies).
    const files = items.flatMap((i) => (i.kind === "attachment" ? [i.attachmentId] : []));
    if (files.length && (await store.saveNow())) for (const file of files) deleteAttachment.mutate(file);
  }

  const folderList = (
    <ol className="flex flex-col gap-3" aria-label="Folders">
      {folders.map((folder, index) => (
        <ResourceFolder
          key={folder.id}
          folder={folder}
          index={index}
          attachments={byId}
          isLoadingAttachments={attachments.isLoading}
          moveTargets={folders
            .filter((other) => other.id !== folder.id)
            .map((other) => ({ id: other.id, title: folderName(other), isFull: !hasRoom(other) }))}
          actions={actionsFor(folder)}
        />
      ))}
    </ol>
  );

  return (
    <EditorSection
      id="resources"
      title="Resources"
      description="Everything a colleague needs to run it: files and links, grouped in folders."
    >
      <div id={id} className="flex flex-col gap-4">
        {folders.length === 0 ? (
          <EmptyState
            icon={FolderPlus}
            title="No resources yet"
            description="Group handouts, slides, data sets and links into folders, e.g. “Before class” and “Student handouts”."
            actions={canEdit ? <Button onClick={addFolder}>Add a folder</Button> : undefined}
          />
        ) : // Keyed by mode: the folders mount again, bound to dnd-kit, when it arrives.
        dnd.module ? (
          <dnd.module.ResourcesDnd
            key="dnd"
            folders={folders}
            nameOfItem={nameOfItem}
            nameOfFolder={folderName}
            onMoveFolder={(from, to) => update((r) => ops.moveFolder(r, from, to))}
            onMoveItem={(folderId, from, to) => update((r) => ops.moveItem(r, folderId, from, to))}
            onMoveItemToFolder={moveItemToFolder}
            requestDrag={dnd.requestDrag}
          >
            {folderList}
          </dnd.module.ResourcesDnd>
        ) : (
          <PlainRows
            key="plain"
            requestDrag={dnd.requestDrag}
            preloadDrag={dnd.preloadDrag}
            instructions={resourcesInstructions}
          >
            {folderList}
          </PlainRows>
        )}
        {folders.length > 0 && canEdit ? (
          <Button
            variant="outline"
            className="self-start"
            onClick={addFolder}
            disabled={folders.length >= cardLimits.folders}
          >
            <FolderPlus aria-hidden />
            Add folder
          </Button>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={removal !== null}
        onOpenChange={(open) => !open && setRemoval(null)}
        title={removal?.kind === "folder" ? "Remove this folder?" : `Remove “${removal?.name ?? ""}”?`}
        description={
          removal?.kind === "folder" ? (
            <p>
              The folder and its {removal.folder.items.length} item
              {removal.folder.items.length === 1 ? "" : "s"} leave the draft. Published versions keep their
              copies.
            </p>
          ) : (
            <p>It leaves the draft. Published versions keep their copy.</p>
          )
        }
        confirmLabel="Remove"
        isDestructive
        onConfirm={() => void handleRemove()}
      />
    </EditorSection>
  );
}
