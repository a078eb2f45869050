import { EditorSection, FieldGroup } from "../components/editor-section";
import { IndicatorsField } from "../components/fields/indicators-field";
import { MindsetAspect } from "../components/fields/mindset-aspect";
import { RichTextField } from "../components/fields/rich-text-field";

/** Educational outcomes: learning objectives and the entrepreneurial-mindset alignment (3Cs, indicators). */
export function OutcomesSection() {
  return (
    <EditorSection
      id="outcomes"
      title="Educational outcomes"
      description="What students learn, and how the card builds an entrepreneurial mindset."
    >
      <RichTextField
        unit="learningObjectives"
        label="Learning objectives"
        hint="What students can do afterwards. A short list works well."
        placeholder="By the end, students will be able to…"
      />
      <FieldGroup
        title="Entrepreneurial mindset"
        description="Switch on each of the 3Cs the card develops and say how."
      >
        <MindsetAspect aspect="curiosity" />
        <MindsetAspect aspect="connections" />
        <MindsetAspect aspect="creatingValue" />
        <IndicatorsField />
      </FieldGroup>
    </EditorSection>
  );
}
