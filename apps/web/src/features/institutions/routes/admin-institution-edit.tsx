import { Building2 } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { EditPageActions } from "@/components/layout/edit-page-actions";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { notify } from "@/lib/notifications";
import { DeleteInstitutionDialog } from "../admin/delete-institution-dialog";
import { InstitutionForm } from "../admin/institution-form";
import { InstitutionLogoEditor } from "../admin/institution-logo-editor";
import { ListEditor } from "../admin/list-editor";
import { useInstitution } from "../api/get-institution";

const trail = [
  { label: "Admin Portal", to: "/admin" },
  { label: "Institutions", to: "/admin/institutions" },
];

/** Route module for `/admin/institutions/:id/edit`: details, logo and the four ordered lists. */
export function Component() {
  const { id = "" } = useParams();
  const { data: institution, error, isPending } = useInstitution(id);
  const [isDeleting, setDeleting] = useState(false);

  if (isPending) {
    return (
      <PageContainer aria-busy="true">
        <span className="sr-only">Loading institution…</span>
        <Skeleton className="mb-10 h-10 w-1/2" />
        <Skeleton className="h-80 rounded-(--radius-card)" />
      </PageContainer>
    );
  }
  if (error) {
    if (!isApiError(error) || (error.status !== 404 && error.status !== 400)) throw error;
    return (
      <PageContainer>
        <PageHeader breadcrumbs={[...trail, { label: "Not found" }]} title="Institution not found" />
        <EmptyState
          icon={Building2}
          title="This institution does not exist"
          description="It may have been deleted. Choose another from the list."
          actions={
            <Button asChild>
              <Link to="/admin/institutions">Back to institutions</Link>
            </Button>
          }
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <title>{`${institution.name} · Admin · KEEN Cards`}</title>
      <PageHeader
        breadcrumbs={[...trail, { label: institution.shortName ?? institution.name }]}
        title={institution.name}
        description="Edit the details, then curate the featured cards and people shown on the institution’s page."
        actions={
          <EditPageActions viewTo={`/institution/${institution.id}`} onDelete={() => setDeleting(true)} />
        }
      />
      <Card className="p-5 sm:p-6">
        <h2 className="mb-5 text-lg font-semibold">Details</h2>
        <InstitutionForm
          institution={institution}
          submitLabel="Save details"
          logo={<InstitutionLogoEditor institution={institution} />}
          onSaved={(saved) =>
            void notify({
              type: "success",
              title: "Institution saved",
              message: `${saved.name}’s details are up to date.`,
            })
          }
        />
      </Card>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <ListEditor institution={institution} kind="featuredCards" />
        <ListEditor institution={institution} kind="keenLeaders" />
        <ListEditor institution={institution} kind="fellows" />
        <ListEditor institution={institution} kind="risingStars" />
      </div>
      <DeleteInstitutionDialog institution={institution} open={isDeleting} onOpenChange={setDeleting} />
    </PageContainer>
  );
}
