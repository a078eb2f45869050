import { cardLicenseLabels, classSizeLabels, courseLevelLabels, timeRequiredLabels } from "@keen/contracts";
import { EditorSection } from "../components/editor-section";
import { ChoiceField } from "../components/fields/choice-field";
import { DisciplinesField } from "../components/fields/disciplines-field";
import { TagsField } from "../components/fields/tags-field";

/** Attributes: how colleagues find and judge the fit of the card. */
export function AttributesSection() {
  return (
    <EditorSection
      id="attributes"
      title="Attributes"
      description="Help colleagues find the card and see whether it fits their class."
    >
      <DisciplinesField />
      <div className="grid gap-5 sm:grid-cols-2">
        <ChoiceField
          unit="attributes.courseLevel"
          label="Course level"
          labels={courseLevelLabels}
          emptyLabel="Not specified"
        />
        <ChoiceField
          unit="attributes.classSize"
          label="Class size"
          labels={classSizeLabels}
          emptyLabel="Not specified"
        />
        <ChoiceField
          unit="attributes.timeRequired"
          label="Time required"
          labels={timeRequiredLabels}
          emptyLabel="Not specified"
        />
        <ChoiceField
          unit="attributes.license"
          label="License"
          labels={cardLicenseLabels}
          hint="How others may reuse your material. CC BY-NC-SA is the KEEN default."
        />
      </div>
      <TagsField />
    </EditorSection>
  );
}
