import { emptyRichText, type RichText } from "@keen/contracts";
import { createRichTextExtensions } from "@keen/rich-text/extensions";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { notify } from "@/lib/notifications";
import type { RichTextCollaboration } from "./collaboration/bind-collaboration";
import { useEditorHandover } from "./handover/use-editor-handover";
import { createImageDisplay } from "./image-display";
import { type ImageSrcMapping, mapImageSources, storedFileSrc } from "./image-src";
import { LinkDialog } from "./link-dialog";
import { RichTextToolbar } from "./rich-text-toolbar";
import { setEditorContent } from "./set-editor-content";
import "./rich-text.css";

/** Uploads an image for the editor, reporting progress (0–1); answers with the URL to show. */
export type UploadImage = (
  file: File,
  options?: { onProgress?: (fraction: number) => void },
) => Promise<{ src: string; alt?: string }>;

export type RichTextEditorProps = {
  id: string;
  /** ProseMirror JSON, or null for an empty field. */
  value: RichText | null;
  onChange: (value: RichText | null) => void;
  /** Id of the visible label (the editor and its toolbar are named by it). */
  labelId: string;
  label: string;
  describedBy?: string;
  isInvalid?: boolean;
  placeholder?: string;
  /**
   * Uploads a picked, pasted or dropped image and answers with the URL to show; without it there
   * is no image button and image files are not taken from the clipboard or drops.
   */
  onUploadImage?: UploadImage;
  imageSrc?: ImageSrcMapping;
  /**
   * Co-edits a field of a live document (`bindRichTextCollaboration`): the content is the shared
   * fragment, so `value` only tells whether the field is empty and `onChange` is not called.
   * Images keep their stored sources in the document and are shown through `imageSrc`.
   */
  collaboration?: RichTextCollaboration;
  className?: string;
};

const defaultMapping: ImageSrcMapping = { toDisplay: (src) => src, toStored: storedFileSrc };

/** The image files among pasted or dropped files. */
function imageFiles(files: FileList | null | undefined): File[] {
  return Array.from(files ?? []).filter((file) => file.type.startsWith("image/"));
}

/**
 * The card rich-text editor (TipTap with the shared extension list of `@keen/rich-text`, so the
 * server renders exactly what was edited). Emits ProseMirror JSON, or null when emptied; or, with
 * `collaboration`, edits a live document together with others.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { id, value, onChange, labelId, label, describedBy, isInvalid, placeholder, onUploadImage } = props;
  const { collaboration } = props;
  const mapping = props.imageSrc ?? defaultMapping;
  const mappingRef = useRef(mapping);
  mappingRef.current = mapping;
  const onUploadImageRef = useRef(onUploadImage);
  onUploadImageRef.current = onUploadImage;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const lastEmitted = useRef(JSON.stringify(value));
  const [linkOpen, setLinkOpen] = useState(false);
  const [upload, setUpload] = useState<{ name: string; fraction: number } | null>(null);
  const isUploading = upload !== null;
  const fileInput = useRef<HTMLInputElement>(null);
  // The editor's handlers are created once; they reach the latest upload function through this.
  const uploadFilesRef = useRef<(files: File[], position?: number) => void>(() => {});
  const [imageDisplay] = useState(() => createImageDisplay(mapping));
  const extensions = useMemo(
    () =>
      collaboration
        ? [
            ...imageDisplay.withDisplayedImages(createRichTextExtensions({ history: false })),
            ...collaboration.extensions,
          ]
        : createRichTextExtensions(),
    [collaboration, imageDisplay],
  );

  const editor = useEditor(
    {
      extensions,
      // A live document brings its own content.
      content: collaboration ? undefined : mapImageSources(value ?? emptyRichText, mapping.toDisplay),
      editorProps: {
        attributes: {
          id,
          role: "textbox",
          "aria-multiline": "true",
          "aria-labelledby": labelId,
          ...(describedBy ? { "aria-describedby": describedBy } : {}),
          ...(isInvalid ? { "aria-invalid": "true" } : {}),
          class: "rich-text rich-text-editor",
        },
        handlePaste: (_view, event) => {
          const files = imageFiles(event.clipboardData?.files);
          if (files.length === 0 || !onUploadImageRef.current) return false;
          event.preventDefault();
          uploadFilesRef.current(files);
          return true;
        },
        handleDrop: (view, event, _slice, moved) => {
          const files = moved ? [] : imageFiles(event.dataTransfer?.files);
          if (files.length === 0 || !onUploadImageRef.current) return false;
          event.preventDefault();
          uploadFilesRef.current(files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos);
          return true;
        },
        handleKeyDown: (_view, event) => {
          if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "k") {
            event.preventDefault();
            setLinkOpen(true);
            return true;
          }
          return false;
        },
      },
      onUpdate: ({ editor: e }) => {
        if (collaboration) return;
        const json = e.isEmpty ? null : mapImageSources(e.getJSON() as RichText, mappingRef.current.toStored);
        lastEmitted.current = JSON.stringify(json);
        onChangeRef.current(json);
      },
    },
    // A new binding is a new editor (Collaboration reads its fragment once).
    [collaboration],
  );

  useEditorHandover(editor);

  useEffect(() => imageDisplay.setMapping(mapping), [imageDisplay, mapping]);

  // A new value from outside (someone else's change, a restore): show it without echoing it back.
  useEffect(() => {
    const next = JSON.stringify(value);
    if (!editor || editor.isDestroyed || collaboration || next === lastEmitted.current) return;
    lastEmitted.current = next;
    setEditorContent(editor, mapImageSources(value ?? emptyRichText, mappingRef.current.toDisplay));
  }, [editor, value, collaboration]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          ...(editor.options.editorProps.attributes as Record<string, string>),
          "aria-invalid": isInvalid ? "true" : "false",
        },
      },
    });
  }, [editor, isInvalid]);

  async function insertUploadedImage(file: File, position?: number) {
    if (!editor || !onUploadImage) return;
    setUpload({ name: file.name, fraction: 0 });
    try {
      const { src, alt } = await onUploadImage(file, {
        onProgress: (fraction) => setUpload({ name: file.name, fraction }),
      });
      // A live document holds the stored source; the editor shows it through `imageSrc`.
      const shared = collaboration ? mapping.toStored(src) : src;
      const image = { src: shared, alt: alt ?? file.name.replace(/\.[^.]+$/, "") };
      const chain = editor.chain().focus();
      if (position === undefined) chain.setImage(image).run();
      else chain.insertContentAt(position, { type: "image", attrs: image }).run();
    } catch (error) {
      // API failures are already notified by the client; anything else is said here.
      if (!(error instanceof Error && error.name === "ApiError")) {
        notify({ type: "error", title: "Image not added", message: String(error) });
      }
    } finally {
      setUpload(null);
    }
  }

  async function uploadFiles(files: File[], position?: number) {
    for (const file of files) await insertUploadedImage(file, position);
  }
  uploadFilesRef.current = (files, position) => {
    if (isUploading)
      notify({ type: "info", title: "One image at a time", message: "Wait for the upload to finish." });
    else void uploadFiles(files, position);
  };

  async function handleImageFile(file: File | undefined) {
    if (file) await insertUploadedImage(file);
    if (fileInput.current) fileInput.current.value = "";
  }

  const isEmpty = !value;
  const selection = editor?.state.selection;

  return (
    <div
      className={cn(
        "overflow-hidden rounded-lg border border-slate-300 bg-white shadow-xs focus-within:border-brand-600 focus-within:outline-2 focus-within:outline-brand-600/30",
        isInvalid && "border-red-600 focus-within:outline-red-600/30",
        props.className,
      )}
    >
      {editor ? (
        <RichTextToolbar
          editor={editor}
          label={label}
          onLink={() => setLinkOpen(true)}
          onImage={onUploadImage ? () => fileInput.current?.click() : undefined}
          isUploadingImage={isUploading}
        />
      ) : null}
      {upload ? (
        <div
          role="status"
          className="flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-3 py-1.5"
        >
          <span className="min-w-0 truncate text-xs text-slate-600">
            Uploading {upload.name}… {Math.round(upload.fraction * 100)}%
          </span>
          <span aria-hidden className="h-1.5 w-24 shrink-0 overflow-hidden rounded-full bg-slate-200">
            <span
              className="block h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${Math.round(upload.fraction * 100)}%` }}
            />
          </span>
        </div>
      ) : null}
      <div className="relative">
        {isEmpty && placeholder ? (
          <p aria-hidden className="pointer-events-none absolute top-3 left-3.5 text-sm text-slate-400">
            {placeholder}
          </p>
        ) : null}
        <EditorContent editor={editor} />
      </div>
      {onUploadImage ? (
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => void handleImageFile(event.target.files?.[0])}
        />
      ) : null}
      {editor ? (
        <LinkDialog
          open={linkOpen}
          onOpenChange={(open) => {
            setLinkOpen(open);
            if (!open) editor.commands.focus();
          }}
          initialHref={linkOpen ? String(editor.getAttributes("link").href ?? "") : ""}
          hasSelection={!!selection && (!selection.empty || editor.isActive("link"))}
          onSubmit={({ href, text }) => {
            const chain = editor.chain().focus();
            if (text)
              chain.insertContent({ type: "text", text, marks: [{ type: "link", attrs: { href } }] }).run();
            else chain.extendMarkRange("link").setLink({ href }).run();
          }}
          onRemove={() => editor.chain().focus().extendMarkRange("link").unsetLink().run()}
        />
      ) : null}
    </div>
  );
}
