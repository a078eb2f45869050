import type { InstitutionDetail } from "@keen/contracts";
import { useState } from "react";
import { isApiError } from "@/lib/api-client";
import { notify } from "@/lib/notifications";
import { useInstitutionLogo } from "../api/institution-logo";
import { checkLogoFile, LogoField } from "./logo-field";

/** The logo of a saved institution: a picked file uploads at once, with progress; Remove deletes it. */
export function InstitutionLogoEditor({ institution }: { institution: InstitutionDetail }) {
  const { upload, remove } = useInstitutionLogo(institution.id);
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();

  const handlePick = async (file: File) => {
    const problem = checkLogoFile(file);
    setError(problem);
    if (problem) return;
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      notify({ type: "success", title: "Logo updated", message: `${institution.name} shows the new logo.` });
    } catch (failure) {
      if (isApiError(failure) && [400, 413, 415].includes(failure.status ?? 0)) setError(failure.message);
    } finally {
      setProgress(undefined);
    }
  };

  const handleRemove = async () => {
    try {
      await remove.mutateAsync();
      notify({ type: "success", title: "Logo removed", message: `${institution.name} has no logo now.` });
    } catch {
      // The API client has already shown the failure as a toast.
    }
  };

  return (
    <LogoField
      name={institution.name}
      src={institution.logoUrl}
      onPick={(file) => void handlePick(file)}
      onRemove={() => void handleRemove()}
      progress={progress}
      isBusy={upload.isPending || remove.isPending}
      error={error}
    />
  );
}
