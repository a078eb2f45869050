import { Plus } from "lucide-react";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { InstitutionList } from "../admin/institution-list";
import { PendingInstitutions } from "../admin/pending-institutions";

/**
 * Route module for `/admin/institutions`: the institutions members proposed, waiting for a
 * decision, then every institution to find and edit, or create one.
 */
export function Component() {
  return (
    <PageContainer>
      <title>Institutions · Admin · KEEN Cards</title>
      <PageHeader
        breadcrumbs={[{ label: "Admin Portal", to: "/admin" }, { label: "Institutions" }]}
        title="Institutions"
        description="Every institution in the community and its public page."
        actions={
          <Button asChild>
            <Link to="/admin/institutions/create">
              <Plus aria-hidden />
              New institution
            </Link>
          </Button>
        }
      />
      <PendingInstitutions />
      <h2 className="mb-3 text-xl font-semibold">All institutions</h2>
      <InstitutionList />
    </PageContainer>
  );
}
