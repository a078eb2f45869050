import { type CardAttachment, cardLimits, type ResourceItem } from "@keen/contracts";
import { Folder as FolderIcon, Trash2 } from "lucide-react";
import { useCallback } from "react";
import { SortableRows, useRowBinding } from "@/components/sortable/row-binding";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/input";
import { useUploadCardAttachment } from "@/features/cards/api/upload-card-attachment";
import type { UploadOptions } from "@/features/cards/api/upload-card-file";
import { cn } from "@/lib/cn";
import { useEditorContext } from "../../editor-context";
import { useUploads } from "../../hooks/use-uploads";
import { type Folder, hasRoom, itemKey } from "../../lib/resources";
import { DragHandle } from "../sortable/drag-handle";
import { DropZone } from "../upload/drop-zone";
import { UploadProgress } from "../upload/upload-progress";
import { LinkForm } from "./link-form";
import type { MoveTarget } from "./move-to-menu";
import { itemName, ResourceItemRow } from "./resource-item-row";
import type { ResourceDragData } from "./resources-dnd";

export type FolderActions = {
  change: (change: Partial<Folder>) => void;
  addItem: (item: ResourceItem) => void;
  replaceItem: (item: ResourceItem) => void;
  /** Moves an item (by key) to the end of another folder. */
  moveItemTo: (key: string, folderId: string) => void;
  askRemoveItem: (item: ResourceItem, name: string) => void;
  askRemoveFolder: () => void;
};

type ResourceFolderProps = {
  folder: Folder;
  index: number;
  attachments: Map<string, CardAttachment>;
  isLoadingAttachments: boolean;
  /** The other folders, where this folder's items can move. */
  moveTargets: MoveTarget[];
  actions: FolderActions;
};

const folderData: ResourceDragData = { type: "folder" };

/**
 * A resources folder: title, description, its items in order, an upload zone and a link form.
 * While an item of another folder is dragged over it, it shows that dropping moves the item here.
 */
export function ResourceFolder({
  folder,
  index,
  attachments,
  isLoadingAttachments,
  moveTargets,
  actions,
}: ResourceFolderProps) {
  const { card } = useEditorContext();
  const canEdit = card.abilities.edit;
  const { setNodeRef, style, isDragging, isOver, active, handleProps } = useRowBinding(
    folder.id,
    !canEdit,
    folderData,
  );
  const dragged = active?.data.current as ResourceDragData | undefined;
  const isDropTarget = isOver && dragged?.type === "item" && dragged.folderId !== folder.id;
  const uploadAttachment = useUploadCardAttachment(card.id);
  const upload = useCallback(
    (file: File, options: UploadOptions) => uploadAttachment(file, folder.id, options),
    [uploadAttachment, folder.id],
  );
  const { addItem } = actions;
  const handleUploaded = useCallback(
    (attachment: CardAttachment) => addItem({ kind: "attachment", attachmentId: attachment.id }),
    [addItem],
  );
  const uploads = useUploads(upload, handleUploaded);
  const ids = folder.items.map(itemKey);
  const title = folder.title || `Folder ${index + 1}`;

  return (
    <li ref={setNodeRef} style={style}>
      <div
        className={cn(
          "rounded-xl border border-slate-200 bg-slate-50/50 p-2.5 transition-colors sm:p-4",
          isDragging && "opacity-50",
          isDropTarget && "border-brand-600 bg-brand-50 ring-2 ring-brand-600/30",
        )}
      >
        <div className="flex items-start gap-2">
          {canEdit ? (
            <DragHandle label={`Reorder folder ${title}`} handleProps={handleProps} className="mt-1" />
          ) : null}
          <FolderIcon aria-hidden className="mt-3 size-4 shrink-0 text-brand-600 max-sm:hidden" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <Input
              value={folder.title}
              onChange={(event) => actions.change({ title: event.target.value })}
              placeholder={`Folder ${index + 1}, e.g. “Student handouts”`}
              aria-label={`Title of folder ${index + 1}`}
              maxLength={cardLimits.folderTitle}
              readOnly={!canEdit}
              className="font-medium"
            />
            <Textarea
              value={folder.description}
              onChange={(event) => actions.change({ description: event.target.value })}
              placeholder="What's in this folder and when to use it (optional)"
              aria-label={`Description of ${title}`}
              maxLength={cardLimits.folderDescription}
              readOnly={!canEdit}
              className="min-h-16"
            />
          </div>
          {canEdit ? (
            <Button
              variant="ghost"
              size="icon"
              className="size-9 text-slate-500 hover:text-red-700"
              aria-label={`Remove folder ${title}`}
              onClick={actions.askRemoveFolder}
            >
              <Trash2 aria-hidden />
            </Button>
          ) : null}
        </div>
        <div className="mt-3 flex flex-col gap-2 sm:pl-10">
          {folder.items.length ? (
            <SortableRows ids={ids}>
              <ul className="flex flex-col gap-1.5" aria-label={`Items in ${title}`}>
                {folder.items.map((item) => {
                  const key = itemKey(item);
                  const attachment =
                    item.kind === "attachment" ? attachments.get(item.attachmentId) : undefined;
                  return (
                    <ResourceItemRow
                      key={key}
                      id={key}
                      folderId={folder.id}
                      item={item}
                      attachment={attachment}
                      isLoading={isLoadingAttachments}
                      canEdit={canEdit}
                      moveTargets={moveTargets}
                      onChange={actions.replaceItem}
                      onMoveTo={(folderId) => actions.moveItemTo(key, folderId)}
                      onRemove={() => actions.askRemoveItem(item, itemName(item, attachment))}
                    />
                  );
                })}
              </ul>
            </SortableRows>
          ) : null}
          {isDropTarget ? (
            <p className="rounded-lg border-2 border-dashed border-brand-600/50 bg-white/80 px-3 py-2 text-sm font-medium text-brand-800">
              {hasRoom(folder) ? "Drop to move it to the end of this folder" : "This folder is full"}
            </p>
          ) : null}
          {uploads.items.length ? (
            <ul className="flex flex-col gap-1.5" aria-label="Uploads">
              {uploads.items.map((item) => (
                <UploadProgress key={item.key} upload={item} onCancel={() => uploads.cancel(item.key)} />
              ))}
            </ul>
          ) : null}
          {canEdit ? (
            <>
              <DropZone
                onFiles={uploads.start}
                label="browse"
                multiple
                hint="Slides, handouts, data sets, videos…"
              />
              <LinkForm
                submitLabel="Add link"
                onSubmit={(link) => addItem({ kind: "link", id: crypto.randomUUID(), ...link })}
              />
            </>
          ) : null}
        </div>
      </div>
    </li>
  );
}
