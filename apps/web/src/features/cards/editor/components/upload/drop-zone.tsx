import { UploadCloud } from "lucide-react";
import { type DragEvent, type ReactNode, useRef, useState } from "react";
import { cn } from "@/lib/cn";

type DropZoneProps = {
  onFiles: (files: File[]) => void;
  /** The button's text, e.g. "Upload files". */
  label: string;
  hint?: ReactNode;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  className?: string;
  children?: ReactNode;
};

function hasFiles(event: DragEvent) {
  return Array.from(event.dataTransfer.types).includes("Files");
}

/**
 * Where files are dropped, or picked with the button inside (the keyboard path). Highlights while
 * files are dragged over it.
 */
export function DropZone({
  onFiles,
  label,
  hint,
  accept,
  multiple,
  disabled,
  className,
  children,
}: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);

  function handleDrop(event: DragEvent) {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer extra; the button inside is the accessible way.
    <div
      onDragOver={(event) => {
        if (!hasFiles(event) || disabled) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={handleDrop}
      className={cn(
        "flex flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors",
        isOver ? "border-brand-500 bg-brand-50" : "border-slate-300 bg-slate-50/70",
        disabled && "opacity-60",
        className,
      )}
    >
      {children ?? (
        <>
          <UploadCloud aria-hidden className={cn("size-6", isOver ? "text-brand-600" : "text-slate-400")} />
          <p className="text-sm text-slate-700">
            {isOver ? (
              "Drop to upload"
            ) : (
              <>
                Drag files here or{" "}
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => input.current?.click()}
                  className="rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  {label}
                </button>
              </>
            )}
          </p>
          {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
        </>
      )}
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        accept={accept}
        multiple={multiple}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = "";
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
