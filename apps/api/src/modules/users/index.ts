/** The users module's face: what the app and other modules use of it. */
export { type MemberBriefRow, memberBriefColumns, presentMemberBrief } from "./member-brief";
export { linkPrimaryInstitution } from "./primary-institution";
export { authorize } from "./users.policy";
export { profilePictureUrl } from "./users.presenter";
export { usersRoutes } from "./users.routes";
