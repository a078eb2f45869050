/**
 * The members feature's public pieces for other features (settings): the profile editors and the
 * member picture. Its calls are in `./api`.
 */
export { MemberAvatar } from "./components/member-avatar";
export { profilePictureSrc } from "./components/picture-url";
export { AboutForm } from "./profile/edit/about-form";
export { DegreesEditor } from "./profile/edit/degrees-editor";
export { InstitutionsEditor } from "./profile/edit/institutions-editor";
export { LookupListEditor } from "./profile/edit/lookup-list-editor";
export { PhotoEditor } from "./profile/edit/photo-editor";
export { PublicationsEditor } from "./profile/edit/publications-editor";
