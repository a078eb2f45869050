import { useEffect, useState } from "react";
import { checkLogoFile } from "./logo-field";

/** A logo picked before the institution exists: the file, a local preview, and why it was refused. */
export function usePendingLogo() {
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (next: File) => {
    const problem = checkLogoFile(next);
    setError(problem);
    if (!problem) setFile(next);
  };
  return { file, preview, error, setError, pick, clear: () => setFile(undefined) };
}
