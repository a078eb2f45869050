/** The member-administration module's face: the admin members routes, their e-mail job, and suspension (for moderation). */
export { memberAdminRoutes } from "./member-admin.routes";
export { memberAdminJobDefinitions } from "./standing-mail";
export { suspendMember } from "./suspend-member";
