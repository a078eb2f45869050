/** The member-administration module's face: the admin members routes and their e-mail job. */
export { memberAdminRoutes } from "./member-admin.routes";
export { memberAdminJobDefinitions } from "./standing-mail";
