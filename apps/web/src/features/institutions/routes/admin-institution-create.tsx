import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { isApiError } from "@/lib/api-client";
import { notify } from "@/lib/notifications";
import { InstitutionForm } from "../admin/institution-form";
import { LogoField } from "../admin/logo-field";
import { usePendingLogo } from "../admin/use-pending-logo";
import { uploadInstitutionLogo } from "../api/institution-logo";

/**
 * Route module for `/admin/institutions/create`: the institution's fields and an optional logo
 * (uploaded, with progress, once the institution exists); then on to its editor for the lists.
 */
export function Component() {
  const navigate = useNavigate();
  const logo = usePendingLogo();
  const [progress, setProgress] = useState<number>();

  const handleSaved = async (saved: { id: string; name: string }) => {
    if (logo.file) {
      setProgress(0);
      try {
        await uploadInstitutionLogo({ id: saved.id, file: logo.file, onProgress: setProgress });
      } catch (error) {
        // The institution exists; say what happened to the logo and carry on to its editor.
        if (isApiError(error) && error.status !== 403)
          notify({ type: "warning", title: "Logo not uploaded", message: error.message });
      } finally {
        setProgress(undefined);
      }
    }
    notify({
      type: "success",
      title: "Institution created",
      message: `Now add ${saved.name}’s featured cards and people.`,
    });
    await navigate(`/admin/institutions/${saved.id}/edit`, { replace: true });
  };

  return (
    <PageContainer className="max-w-4xl">
      <title>New institution · Admin · KEEN Cards</title>
      <PageHeader
        breadcrumbs={[
          { label: "Admin Portal", to: "/admin" },
          { label: "Institutions", to: "/admin/institutions" },
          { label: "New institution" },
        ]}
        title="New institution"
        description="Add the institution's details and logo. Featured cards, KEEN leaders, fellows and rising stars come next."
      />
      <Card className="p-5 sm:p-6">
        <InstitutionForm
          onSaved={handleSaved}
          submitLabel="Create institution"
          logo={
            <LogoField
              name=""
              src={logo.preview}
              onPick={logo.pick}
              onRemove={logo.clear}
              progress={progress}
              error={logo.error}
            />
          }
          secondaryAction={
            <Button asChild variant="outline">
              <Link to="/admin/institutions">Cancel</Link>
            </Button>
          }
        />
      </Card>
    </PageContainer>
  );
}
