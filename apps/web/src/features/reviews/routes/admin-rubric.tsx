import { PageContainer, PageHeader } from "@/components/layout/page";
import { Skeleton } from "@/components/ui/skeleton";
import { useRubric } from "../api/get-rubric";
import { RubricCriterionEditor } from "../components/rubric-criterion-editor";

/** Route module for `/admin/rubric`: the texts of the seven review criteria (admins). */
export function Component() {
  const { data: rubric, error, isPending } = useRubric();
  if (error) throw error;
  return (
    <PageContainer className="max-w-3xl">
      <title>Review rubric · Admin · KEEN Cards</title>
      <PageHeader
        breadcrumbs={[{ label: "Admin Portal", to: "/admin" }, { label: "Review rubric" }]}
        title="Review rubric"
        description="What reviewers score each card on, and what High, Medium and Low mean. The seven criteria and their order stay; their wording is yours."
      />
      {isPending ? (
        <div className="space-y-6" aria-busy="true">
          <span className="sr-only">Loading the rubric…</span>
          <Skeleton className="h-96 rounded-(--radius-card)" />
          <Skeleton className="h-96 rounded-(--radius-card)" />
        </div>
      ) : (
        <div className="space-y-6">
          {rubric.map((criterion) => (
            <RubricCriterionEditor key={criterion.key} criterion={criterion} />
          ))}
        </div>
      )}
    </PageContainer>
  );
}
