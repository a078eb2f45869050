/** Institution pieces other features show (the partners page and its editor). */
export { InstitutionLogo } from "./institution-logo";
export { formatPlace } from "./institution-place";
export { InstitutionTile } from "./institution-tile";
