import { computingAndCircuitsCards } from "./cards/computing-and-circuits";
import { firstYearAndProgramCards } from "./cards/first-year-and-programs";
import { processHealthEnvironmentCards } from "./cards/process-health-environment";
import { structuresAndMaterialsCards } from "./cards/structures-and-materials";
import { systemsAndCapstoneCards } from "./cards/systems-and-capstone";
import type { DemoCardSpec } from "./demo-card-spec";

export { demoCardInReview } from "./cards/first-year-and-programs";

/** The demo library's published cards, in the order they are made. */
export const demoCards: DemoCardSpec[] = [
  ...structuresAndMaterialsCards,
  ...computingAndCircuitsCards,
  ...processHealthEnvironmentCards,
  ...systemsAndCapstoneCards,
  ...firstYearAndProgramCards,
];
