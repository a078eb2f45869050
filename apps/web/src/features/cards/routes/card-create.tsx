import { PageContainer, PageHeader } from "@/components/layout/page";
import { Card } from "@/components/ui/card";
import { CardCreateForm } from "../editor/create/card-create-form";

/** Route module for `/card/create`: choose a type and a title, then continue in the editor. */
export function Component() {
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        breadcrumbs={[{ label: "My cards", to: "/card/my-cards" }, { label: "Create a card" }]}
        title="Create a card"
        description="Start with the kind of card and a working title. Everything else — outcomes, resources, co-authors — comes next in the editor, saved as you go."
        className="mb-8"
      />
      <Card className="p-5 sm:p-8">
        <CardCreateForm />
      </Card>
    </PageContainer>
  );
}
