import type { User } from "@keen/contracts";
import { Camera, Trash2, Upload } from "lucide-react";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { formatBytes } from "@/lib/format-bytes";
import { notify } from "@/lib/notifications";
import { useDeleteProfilePicture, useUploadProfilePicture } from "../../api";
import { MemberAvatar } from "../../components/member-avatar";
import { pictureFileProblem } from "./picture-file";
import { UploadProgress } from "./upload-progress";

type PhotoEditorProps = { member: User; onSaved?: () => void };

/**
 * Choose a photo, see it as it will appear (a circle; the server crops the centre square), upload
 * it with a progress bar, or remove the current one.
 */
export function PhotoEditor({ member, onSaved }: PhotoEditorProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string>();
  const upload = useUploadProfilePicture();
  const remove = useDeleteProfilePicture();

  useEffect(() => {
    if (!file) return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const handleChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    if (!chosen) return;
    const why = pictureFileProblem(chosen);
    setProblem(why);
    setFile(why ? undefined : chosen);
  };

  const handleUpload = () => {
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => {
          setFile(undefined);
          notify({ type: "success", title: "Photo updated", message: "Colleagues now see your new photo." });
          onSaved?.();
        },
        onError: (error) => {
          if (isApiError(error) && [400, 413, 415].includes(error.status ?? 0)) setProblem(error.message);
        },
      },
    );
  };

  const handleRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify({ type: "success", title: "Photo removed", message: "Your initials show in its place." });
        onSaved?.();
      },
    });

  return (
    <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
      {preview ? (
        <img
          src={preview}
          alt="Preview: how colleagues will see you"
          className="size-36 shrink-0 rounded-full object-cover ring-4 ring-brand-100"
        />
      ) : (
        <MemberAvatar member={member} size="xl" />
      )}
      <div className="flex w-full min-w-0 flex-col gap-3 text-center sm:text-left">
        <p className="text-sm leading-6 text-slate-600">
          A clear, friendly head-and-shoulders photo works best. JPEG, PNG or WebP up to 10 MB; we crop it to
          a square around the centre.
        </p>
        {file ? (
          <p className="text-sm text-slate-800">
            <span className="font-medium break-all">{file.name}</span>{" "}
            <span className="text-slate-500">· {formatBytes(file.size)}</span>
          </p>
        ) : null}
        {upload.isPending ? <UploadProgress fraction={progress} label="Uploading photo" /> : null}
        {problem ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {problem}
          </p>
        ) : null}
        <input
          ref={inputRef}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="hidden"
          aria-hidden
          tabIndex={-1}
          onChange={handleChoose}
          data-testid="photo-input"
        />
        <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
          {file ? (
            <>
              <Button onClick={handleUpload} isLoading={upload.isPending}>
                <Upload aria-hidden />
                Upload photo
              </Button>
              <Button variant="ghost" disabled={upload.isPending} onClick={() => setFile(undefined)}>
                Cancel
              </Button>
            </>
          ) : (
            <Button variant="outline" onClick={() => inputRef.current?.click()}>
              <Camera aria-hidden />
              {member.hasPicture ? "Choose a new photo" : "Choose a photo"}
            </Button>
          )}
          {member.hasPicture && !file ? (
            <Button variant="ghost" onClick={handleRemove} isLoading={remove.isPending}>
              <Trash2 aria-hidden />
              Remove photo
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
