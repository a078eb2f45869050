import type { CardAttachment, ResourceItem } from "@keen/contracts";
import { Download, ExternalLink, FileText, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useRowBinding } from "@/components/sortable/row-binding";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatBytes } from "@/lib/format-bytes";
import { DragHandle } from "../sortable/drag-handle";
import { AttachmentNameField } from "./attachment-name-field";
import { LinkForm } from "./link-form";
import { type MoveTarget, MoveToMenu } from "./move-to-menu";
import type { ResourceDragData } from "./resources-dnd";

type ResourceItemRowProps = {
  id: string;
  /** The folder the item is in. */
  folderId: string;
  item: ResourceItem;
  attachment: CardAttachment | undefined;
  isLoading: boolean;
  canEdit: boolean;
  /** The other folders, for "Move to…" (none: no menu). */
  moveTargets: MoveTarget[];
  onChange: (item: ResourceItem) => void;
  onMoveTo: (folderId: string) => void;
  onRemove: () => void;
};

/** The on-screen name of a resource item. */
export function itemName(item: ResourceItem, attachment: CardAttachment | undefined): string {
  if (item.kind === "link") return item.title || item.url;
  return attachment?.name ?? "Attachment";
}

function hostOf(url: string) {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/**
 * One attachment or link in a folder: drag handle, name and details, download or open, rename
 * (attachments) or edit (links), move to another folder, and remove.
 */
export function ResourceItemRow(props: ResourceItemRowProps) {
  const { id, folderId, item, attachment, isLoading, canEdit, moveTargets, onChange, onMoveTo, onRemove } =
    props;
  const data: ResourceDragData = { type: "item", folderId };
  const { setNodeRef, style, isDragging, handleProps } = useRowBinding(id, !canEdit, data);
  const [isEditing, setEditing] = useState(false);
  const name = itemName(item, attachment);
  const isRenaming = isEditing && item.kind === "attachment" && attachment !== undefined;

  return (
    <li
      ref={setNodeRef}
      style={style}
      data-resource-item={id}
      className={isDragging ? "opacity-40" : undefined}
    >
      <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white py-1.5 pr-1.5 pl-1">
        {canEdit ? <DragHandle label={`Reorder ${name}`} handleProps={handleProps} /> : null}
        {item.kind === "link" ? (
          <ExternalLink aria-hidden className="size-4 shrink-0 text-brand-600" />
        ) : (
          <FileText aria-hidden className="size-4 shrink-0 text-slate-500" />
        )}
        {isRenaming ? (
          <AttachmentNameField
            attachmentId={attachment.id}
            name={attachment.name}
            onDone={() => setEditing(false)}
          />
        ) : (
          <ItemDetails
            name={name}
            isLoading={item.kind === "attachment" && isLoading}
            detail={
              item.kind === "link" ? hostOf(item.url) : attachment ? formatBytes(attachment.size) : "\u00a0"
            }
          />
        )}
        {isRenaming ? null : (
          <>
            {item.kind === "link" ? (
              <Button asChild variant="ghost" size="icon" className="size-8 text-slate-500 max-sm:hidden">
                <a href={item.url} target="_blank" rel="noopener noreferrer" aria-label={`Open ${name}`}>
                  <ExternalLink aria-hidden />
                </a>
              </Button>
            ) : attachment ? (
              <Button asChild variant="ghost" size="icon" className="size-8 text-slate-500 max-sm:hidden">
                <a href={attachment.url} aria-label={`Download ${name}`}>
                  <Download aria-hidden />
                </a>
              </Button>
            ) : null}
            {canEdit && (item.kind === "link" || attachment) ? (
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-slate-500"
                aria-label={item.kind === "link" ? `Edit ${name}` : `Rename ${name}`}
                aria-expanded={item.kind === "link" ? isEditing : undefined}
                onClick={() => setEditing(!isEditing)}
              >
                <Pencil aria-hidden />
              </Button>
            ) : null}
            {canEdit && moveTargets.length > 0 ? (
              <MoveToMenu name={name} targets={moveTargets} onMove={onMoveTo} />
            ) : null}
            {canEdit ? (
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-slate-500 hover:text-red-700"
                aria-label={`Remove ${name}`}
                onClick={onRemove}
              >
                <Trash2 aria-hidden />
              </Button>
            ) : null}
          </>
        )}
      </div>
      {isEditing && item.kind === "link" ? (
        <div className="mt-2 rounded-lg bg-slate-50 p-3">
          <LinkForm
            initial={{ url: item.url, title: item.title }}
            submitLabel="Save link"
            onSubmit={(link) => {
              onChange({ ...item, ...link });
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </div>
      ) : null}
    </li>
  );
}

/** The item's name (a skeleton while attachments load) and a detail line (host or size). */
function ItemDetails({ name, detail, isLoading }: { name: string; detail: string; isLoading: boolean }) {
  return (
    <div className="min-w-0 flex-1">
      {isLoading ? (
        <Skeleton className="h-4 w-40" />
      ) : (
        <p className="line-clamp-2 text-sm font-medium break-words text-slate-900 sm:truncate">{name}</p>
      )}
      <p className="truncate text-xs text-slate-500">{detail}</p>
    </div>
  );
}
