/** The section editors of the own profile, one chunk loaded with the first Edit dialog (see `lazy-editors.tsx`). */
export { AboutForm } from "./about-form";
export { DegreesEditor } from "./degrees-editor";
export { InstitutionsEditor } from "./institutions-editor";
export { LookupListEditor } from "./lookup-list-editor";
export { PhotoEditor } from "./photo-editor";
export { PublicationsEditor } from "./publications-editor";
