import {
  File,
  FileArchive,
  FileAudio,
  FileCode,
  FileImage,
  FileSpreadsheet,
  FileText,
  FileVideo,
  type LucideIcon,
  Presentation,
} from "lucide-react";
import { cn } from "@/lib/cn";

type FileKind = { icon: LucideIcon; label: string; tone: string };

const kinds = {
  pdf: { icon: FileText, label: "PDF", tone: "bg-red-50 text-red-700" },
  doc: { icon: FileText, label: "Document", tone: "bg-brand-50 text-brand-700" },
  sheet: { icon: FileSpreadsheet, label: "Spreadsheet", tone: "bg-emerald-50 text-emerald-700" },
  slides: { icon: Presentation, label: "Slides", tone: "bg-amber-50 text-amber-700" },
  image: { icon: FileImage, label: "Image", tone: "bg-violet-50 text-violet-700" },
  video: { icon: FileVideo, label: "Video", tone: "bg-pink-50 text-pink-700" },
  audio: { icon: FileAudio, label: "Audio", tone: "bg-pink-50 text-pink-700" },
  archive: { icon: FileArchive, label: "Archive", tone: "bg-slate-100 text-slate-700" },
  code: { icon: FileCode, label: "Code", tone: "bg-slate-100 text-slate-700" },
  text: { icon: FileText, label: "Text", tone: "bg-slate-100 text-slate-700" },
  other: { icon: File, label: "File", tone: "bg-slate-100 text-slate-700" },
} satisfies Record<string, FileKind>;

/** What kind of file this is, from its content type and, failing that, its extension. */
export function getFileKind(contentType: string, name = ""): FileKind {
  const type = contentType.toLowerCase();
  const ext = name.toLowerCase().split(".").pop() ?? "";
  if (type === "application/pdf" || ext === "pdf") return kinds.pdf;
  if (type.startsWith("image/")) return kinds.image;
  if (type.startsWith("video/")) return kinds.video;
  if (type.startsWith("audio/")) return kinds.audio;
  if (/spreadsheet|excel|csv/.test(type) || ["xlsx", "xls", "csv", "ods"].includes(ext)) return kinds.sheet;
  if (/presentation|powerpoint/.test(type) || ["pptx", "ppt", "odp", "key"].includes(ext))
    return kinds.slides;
  if (/word|opendocument\.text|rtf/.test(type) || ["docx", "doc", "odt", "rtf"].includes(ext))
    return kinds.doc;
  if (/zip|compressed|tar|gzip/.test(type) || ["zip", "gz", "tgz", "7z"].includes(ext)) return kinds.archive;
  if (/json|xml|javascript|x-python/.test(type) || ["py", "m", "ipynb", "json", "js"].includes(ext))
    return kinds.code;
  if (type.startsWith("text/")) return kinds.text;
  return kinds.other;
}

/** A square icon tile for a file, coloured by its kind. */
export function FileIcon({
  contentType,
  name,
  className,
}: {
  contentType: string;
  name?: string;
  className?: string;
}) {
  const kind = getFileKind(contentType, name);
  return (
    <span
      aria-hidden
      className={cn("grid size-10 shrink-0 place-items-center rounded-lg", kind.tone, className)}
    >
      <kind.icon className="size-5" />
    </span>
  );
}
