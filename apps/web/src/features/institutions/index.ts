/**
 * The institutions feature's public pieces for the partners page and its editor: an institution's
 * logo, tile and place line, the institution list query and its cache keys. Its pages
 * (`/institution/:id` and the admin list, create and edit pages) are lazy routes.
 */
export { useInstitutions } from "./api/get-institutions";
export { institutionKeys } from "./api/institution-keys";
export { InstitutionLogo } from "./components/institution-logo";
export { formatPlace } from "./components/institution-place";
export { InstitutionTile } from "./components/institution-tile";
