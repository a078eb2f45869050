export { currentMemberQueryOptions, getCurrentMember, useCurrentMember } from "./get-current-member";
export { getMember, memberQueryOptions, useMember } from "./get-member";
export { type MemberListFilters, memberKeys } from "./member-keys";
