import type { CardAttachment, ResourceItem } from "@keen/contracts";
import { Download, ExternalLink, FileText, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatBytes } from "../../lib/format-bytes";
import { DragHandle } from "../sortable/drag-handle";
import { useSortableRow } from "../sortable/use-sortable-row";
import { LinkForm } from "./link-form";

type ResourceItemRowProps = {
  id: string;
  item: ResourceItem;
  attachment: CardAttachment | undefined;
  isLoading: boolean;
  canEdit: boolean;
  onChange: (item: ResourceItem) => void;
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

/** One attachment or link in a folder: drag handle, name and details, edit (links) and remove. */
export function ResourceItemRow(props: ResourceItemRowProps) {
  const { id, item, attachment, isLoading, canEdit, onChange, onRemove } = props;
  const { setNodeRef, style, isDragging, handleProps } = useSortableRow(id, !canEdit);
  const [isEditing, setEditing] = useState(false);
  const name = itemName(item, attachment);

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={isDragging ? "opacity-80 shadow-(--shadow-pop)" : undefined}
    >
      <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white py-1.5 pr-1.5 pl-1">
        {canEdit ? <DragHandle label={`Reorder ${name}`} handleProps={handleProps} /> : null}
        {item.kind === "link" ? (
          <ExternalLink aria-hidden className="size-4 shrink-0 text-brand-600" />
        ) : (
          <FileText aria-hidden className="size-4 shrink-0 text-slate-500" />
        )}
        <div className="min-w-0 flex-1">
          {item.kind === "attachment" && isLoading ? (
            <Skeleton className="h-4 w-40" />
          ) : (
            <p className="line-clamp-2 text-sm font-medium break-words text-slate-900 sm:truncate">{name}</p>
          )}
          <p className="truncate text-xs text-slate-500">
            {item.kind === "link" ? hostOf(item.url) : attachment ? formatBytes(attachment.size) : "\u00a0"}
          </p>
        </div>
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
        {canEdit && item.kind === "link" ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-slate-500"
            aria-label={`Edit ${name}`}
            onClick={() => setEditing(!isEditing)}
          >
            <Pencil aria-hidden />
          </Button>
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
