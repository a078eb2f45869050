import type { CardContent } from "./card-content";
import { defaultCardLicense } from "./card-enum-values";

const emptyAspect = () => ({ isSelected: false, elaboration: "" });

/** The content of a new card before anything is typed. */
export function emptyCardContent(): CardContent {
  return {
    typeId: null,
    title: "",
    summary: "",
    description: null,
    learningObjectives: null,
    mindset: {
      curiosity: emptyAspect(),
      connections: emptyAspect(),
      creatingValue: emptyAspect(),
      indicators: [],
    },
    instructorTips: null,
    resources: { folders: [] },
    attributes: {
      disciplineIds: [],
      courseLevel: null,
      tags: [],
      classSize: null,
      timeRequired: null,
      license: defaultCardLicense,
    },
    coverImageId: null,
  };
}
