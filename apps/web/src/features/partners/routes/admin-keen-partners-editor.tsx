import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { usePartnerPage } from "../api/get-partner-page";
import { PartnersEditor } from "../components/partners-editor";

/** Route module for `/admin/keen-partners-editor`: the partners page's introduction and partner list. */
export function Component() {
  const { data: page, error, isPending } = usePartnerPage();
  if (error) throw error;
  return (
    <PageContainer className="max-w-4xl">
      <title>KEEN partners · Admin · KEEN Cards</title>
      <PageHeader
        breadcrumbs={[{ label: "Admin Portal", to: "/admin" }, { label: "KEEN partners" }]}
        title="KEEN partners"
        description="Write the introduction and choose which institutions are partners, in the order visitors see them."
        actions={
          <Button asChild variant="outline">
            <Link to="/keen-partners">
              <ExternalLink aria-hidden />
              View page
            </Link>
          </Button>
        }
      />
      {isPending ? (
        <div className="space-y-8" aria-busy="true">
          <span className="sr-only">Loading the partners page…</span>
          <Skeleton className="h-64 rounded-(--radius-card)" />
          <Skeleton className="h-80 rounded-(--radius-card)" />
        </div>
      ) : (
        <PartnersEditor page={page} />
      )}
    </PageContainer>
  );
}
