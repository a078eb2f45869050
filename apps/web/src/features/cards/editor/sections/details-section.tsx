import { cardLimits } from "@keen/contracts";
import { Skeleton } from "@/components/ui/skeleton";
import { useCardTypes } from "@/features/cards/api/get-card-types";
import { CardTypeOptions } from "../components/card-type-options";
import { EditorSection } from "../components/editor-section";
import { CoverImageField } from "../components/fields/cover-image-field";
import { RichTextField } from "../components/fields/rich-text-field";
import { TextField } from "../components/fields/text-field";
import { useDraftField, useEditorContext } from "../editor-context";

function TypeField() {
  const { card } = useEditorContext();
  const types = useCardTypes();
  const { value, setValue, error, id } = useDraftField<string | null>("typeId");
  if (types.isLoading) return <Skeleton className="h-40 w-full" />;
  return (
    <CardTypeOptions
      id={id}
      name="card-type"
      legend="Card type"
      types={types.data ?? []}
      value={value}
      onChange={setValue}
      error={error}
      disabled={!card.abilities.edit}
      isCompact
    />
  );
}

/** Details: type, title, summary, cover, description and instructor tips. */
export function DetailsSection() {
  return (
    <EditorSection
      id="details"
      title="Details"
      description="What the card is, in the words colleagues will see first."
    >
      <TypeField />
      <TextField
        unit="title"
        label="Title"
        max={cardLimits.title}
        hint="A short, specific name, e.g. “Design a bridge from index cards”."
        isLarge
      />
      <TextField
        unit="summary"
        label="Summary"
        max={cardLimits.summary}
        hint="One sentence shown on card tiles and in search results."
        placeholder="Students … so that they …"
      />
      <CoverImageField />
      <RichTextField
        unit="description"
        label="Description"
        hint="What happens, step by step: preparation, what students do, and how it wraps up."
        placeholder="Describe the card…"
      />
      <RichTextField
        unit="instructorTips"
        label="Instructor tips"
        hint="What you learned running it: timing, pitfalls, variations for other classes."
        placeholder="Share what works…"
      />
    </EditorSection>
  );
}
