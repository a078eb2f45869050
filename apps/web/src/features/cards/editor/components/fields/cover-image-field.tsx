import type { CardImage } from "@keen/contracts";
import { ImageIcon, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useCardImages } from "@/features/cards/api/get-card-images";
import type { UploadOptions } from "@/features/cards/api/upload-card-file";
import { useUploadCardImage } from "@/features/cards/api/upload-card-image";
import { useDraftField, useEditorContext } from "../../editor-context";
import { useUploads } from "../../hooks/use-uploads";
import { DropZone } from "../upload/drop-zone";
import { UploadProgress } from "../upload/upload-progress";

const imageTypes = "image/png,image/jpeg,image/gif,image/webp";

/** The card's cover: a preview with Replace and Remove, or a drop zone; uploads show their progress. */
export function CoverImageField() {
  const { card } = useEditorContext();
  const { value, setValue, error, id } = useDraftField<string | null>("coverImageId");
  const images = useCardImages(card.id);
  const uploadImage = useUploadCardImage(card.id);
  const [localPreview, setLocalPreview] = useState<{ id: string; url: string }>();
  const canEdit = card.abilities.edit;

  const upload = useCallback(
    (file: File, options: UploadOptions) => uploadImage.mutateAsync({ file, ...options }),
    [uploadImage.mutateAsync],
  );
  const handleUploaded = useCallback(
    (image: CardImage, file: File) => {
      setLocalPreview({ id: image.id, url: URL.createObjectURL(file) });
      setValue(image.id);
    },
    [setValue],
  );
  const uploads = useUploads(upload, handleUploaded);

  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview.url);
    },
    [localPreview],
  );

  const fromList = images.data?.find((image) => image.id === value);
  const previewUrl =
    (localPreview?.id === value ? localPreview.url : undefined) ??
    fromList?.previewUrl ??
    (value === card.coverImageId ? card.coverImageUrl : null);

  return (
    <div id={id} className="flex flex-col gap-2">
      <span className="text-sm font-medium text-slate-800">Cover image</span>
      {value && previewUrl ? (
        <DropZone
          onFiles={uploads.start}
          label="Replace"
          accept={imageTypes}
          disabled={!canEdit}
          className="block border-0 bg-transparent p-0"
        >
          <figure className="relative overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
            <img src={previewUrl} alt="Cover of this card" className="aspect-[16/7] w-full object-cover" />
            {canEdit ? (
              <figcaption className="absolute right-2 bottom-2 flex gap-2">
                <ReplaceButton onFiles={uploads.start} />
                <Button size="sm" variant="outline" className="bg-white/95" onClick={() => setValue(null)}>
                  <Trash2 aria-hidden />
                  Remove
                </Button>
              </figcaption>
            ) : null}
          </figure>
        </DropZone>
      ) : canEdit ? (
        <DropZone
          onFiles={uploads.start}
          label="choose an image"
          accept={imageTypes}
          hint="A landscape photo or diagram works best (at least 1200 × 525 pixels). PNG, JPEG, GIF or WebP."
          className="py-8"
        />
      ) : (
        <p className="flex items-center gap-2 text-sm text-slate-500">
          <ImageIcon aria-hidden className="size-4" /> No cover image.
        </p>
      )}
      {uploads.items.length ? (
        <ul className="flex flex-col gap-2">
          {uploads.items.map((item) => (
            <UploadProgress key={item.key} upload={item} onCancel={() => uploads.cancel(item.key)} />
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ReplaceButton({ onFiles }: { onFiles: (files: File[]) => void }) {
  return (
    <label className="inline-flex h-8 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white/95 px-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
      <ImageIcon aria-hidden className="size-4" />
      Replace
      <input
        type="file"
        accept={imageTypes}
        className="sr-only"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = "";
          if (files.length) onFiles(files);
        }}
      />
    </label>
  );
}
