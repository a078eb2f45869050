/** Public surface of the institutions api (used by the partners editor and the admin overview). */
export { institutionQueryOptions, useInstitution } from "./get-institution";
export { institutionsQueryOptions, useInstitutions } from "./get-institutions";
export { institutionKeys } from "./institution-keys";
