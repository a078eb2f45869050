/**
 * The members feature's public pieces for other features (settings, home): the profile editors, the
 * member picture and the related-members list. Its calls are in `./api`.
 */
export { MemberAvatar } from "./components/member-avatar";
export { profilePictureSrc } from "./components/picture-url";
export { RelatedMemberList } from "./components/related-members";
export { AboutForm } from "./profile/edit/about-form";
export { DegreesEditor } from "./profile/edit/degrees-editor";
export { InstitutionsEditor } from "./profile/edit/institutions-editor";
export { LookupListEditor } from "./profile/edit/lookup-list-editor";
export { PhotoEditor } from "./profile/edit/photo-editor";
export { PublicationsEditor } from "./profile/edit/publications-editor";
