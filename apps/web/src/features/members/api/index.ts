export { type AddProfileLinkInput, addProfileLink, useAddProfileLink } from "./add-profile-link";
export {
  type DeleteMemberAccountInput,
  deleteMemberAccount,
  useDeleteMemberAccount,
} from "./delete-member-account";
export { deleteProfilePicture, useDeleteProfilePicture } from "./delete-profile-picture";
export { currentMemberQueryOptions, getCurrentMember, useCurrentMember } from "./get-current-member";
export { degreesQueryOptions, getDegrees, useDegrees } from "./get-degrees";
export { getInstitutions, institutionsQueryOptions, useInstitutions } from "./get-institutions";
export { getLookupList, type LookupOption, lookupListQueryOptions, useLookupList } from "./get-lookup-list";
export { getMember, MISSING_MEMBER_ID, memberQueryOptions, useMember } from "./get-member";
export { getPublications, publicationsQueryOptions, usePublications } from "./get-publications";
export { getRelatedMembers, relatedMembersQueryOptions, useRelatedMembers } from "./get-related-members";
export { type LinkedItem, type LinkedKind, linkedKinds, linkedList } from "./linked-kinds";
export { type LookupKind, lookupKeys } from "./lookup-keys";
export { type MemberEntryKind, type MemberListFilters, memberKeys } from "./member-keys";
export {
  type ProposableKind,
  type ProposalResult,
  proposeLookupValue,
  useProposeLookupValue,
} from "./propose-lookup-value";
export {
  type RemoveProfileEntryInput,
  removeProfileEntry,
  useRemoveProfileEntry,
} from "./remove-profile-entry";
export { type SaveDegreeInput, saveDegree, useSaveDegree } from "./save-degree";
export { type SavePublicationInput, savePublication, useSavePublication } from "./save-publication";
export { updateProfile, useUpdateProfile } from "./update-profile";
export {
  type UploadProfilePictureInput,
  uploadProfilePicture,
  useUploadProfilePicture,
} from "./upload-profile-picture";
