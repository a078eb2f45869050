/**
 * The members feature's public pieces: the member picture (everywhere a person shows), the profile
 * editors and the related-members list (settings, home), the name and title fields (onboarding),
 * the signed-in member's record (auth, settings) and account deletion, the member cache keys
 * (onboarding refreshes them), and the lookup lists a profile picks its institution, disciplines,
 * interests and memberships from (onboarding). Its pages (`/members/me`, `/members/:id`) are lazy
 * routes.
 */

export { useDeleteMemberAccount } from "./api/delete-member-account";
export { useCurrentMember } from "./api/get-current-member";
export { useInstitutions } from "./api/get-institutions";
export { type LookupOption, useLookupList } from "./api/get-lookup-list";
export { myInstitutionProposalKey, useMyInstitutionProposal } from "./api/get-my-institution-proposal";
export { useRelatedMembers } from "./api/get-related-members";
export type { LookupKind } from "./api/lookup-keys";
export { memberKeys } from "./api/member-keys";
export { MemberAvatar } from "./components/member-avatar";
export { RelatedMemberList } from "./components/related-members";
export { AboutForm } from "./profile/edit/about-form";
export { DegreesEditor } from "./profile/edit/degrees-editor";
export { InstitutionsEditor } from "./profile/edit/institutions-editor";
export { LookupListEditor } from "./profile/edit/lookup-list-editor";
export { NameTitleFields } from "./profile/edit/name-title-fields";
export { PhotoEditor } from "./profile/edit/photo-editor";
export { PublicationsEditor } from "./profile/edit/publications-editor";
