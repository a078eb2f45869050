/** The institutions module's face: what the app and other modules use of it. */
export { presentInstitutionFields } from "./institution-fields";
export { institutionsRoutes } from "./institutions.routes";
export { insertInstitution } from "./save-institution";
