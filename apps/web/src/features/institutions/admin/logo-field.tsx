import { INSTITUTION_LOGO_MAX_BYTES, INSTITUTION_LOGO_TYPES } from "@keen/contracts";
import { ImageUp, Trash2 } from "lucide-react";
import { useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/label";
import { InstitutionLogo } from "../components/institution-logo";

type LogoFieldProps = {
  name: string;
  /** What to show: an API logo address, or a local preview (`blob:` URL) of a picked file. */
  src: string | null;
  onPick: (file: File) => void;
  onRemove?: () => void;
  /** Share of the upload sent, 0–1, while uploading. */
  progress?: number;
  isBusy?: boolean;
  error?: string;
};

/** Checks a picked logo before anything is sent: a PNG, JPEG or WebP image of at most 5 MB. */
export function checkLogoFile(file: File): string | undefined {
  if (!(INSTITUTION_LOGO_TYPES as readonly string[]).includes(file.type))
    return "Choose a PNG, JPEG or WebP image.";
  if (file.size > INSTITUTION_LOGO_MAX_BYTES)
    return `Choose an image of at most ${INSTITUTION_LOGO_MAX_BYTES / 1024 / 1024} MB.`;
  return undefined;
}

/** The logo: a preview tile, Choose / Remove buttons, upload progress and any refusal. */
export function LogoField({ name, src, onPick, onRemove, progress, isBusy, error }: LogoFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const isUploading = progress !== undefined;
  return (
    <div className="flex flex-col items-start gap-2 sm:w-40">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        Logo
      </span>
      {src?.startsWith("blob:") ? (
        <span className="grid size-28 place-items-center overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
          <img
            src={src}
            alt={`Chosen logo for ${name || "the institution"}`}
            className="size-full object-contain p-[8%]"
          />
        </span>
      ) : (
        <InstitutionLogo institution={{ name, logoUrl: src }} className="size-28" />
      )}
      {isUploading ? (
        <div className="w-28" aria-live="polite">
          <div
            role="progressbar"
            aria-label="Logo upload"
            aria-valuenow={Math.round(progress * 100)}
            aria-valuemin={0}
            aria-valuemax={100}
            className="h-1.5 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full bg-brand-600 transition-[width]"
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
          <p className="mt-1 text-xs text-slate-600">Uploading… {Math.round(progress * 100)}%</p>
        </div>
      ) : null}
      <div className="flex flex-nowrap gap-1">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={isBusy}
          onClick={() => input.current?.click()}
          aria-label={src ? "Replace the logo" : "Choose a logo"}
          aria-describedby={error ? `${id}-file-error` : undefined}
        >
          <ImageUp aria-hidden />
          {src ? "Replace" : "Choose"}
        </Button>
        {src && onRemove ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={isBusy}
            onClick={onRemove}
            aria-label="Remove logo"
          >
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept={INSTITUTION_LOGO_TYPES.join(",")}
        className="sr-only"
        tabIndex={-1}
        aria-labelledby={`${id}-label`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onPick(file);
        }}
      />
      <FieldError id={`${id}-file`} message={error} />
      {!error ? <p className="text-xs text-slate-500">PNG, JPEG or WebP, up to 5 MB.</p> : null}
    </div>
  );
}
