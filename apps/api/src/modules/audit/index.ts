/** The audit module's face: the admin actions log (decision 0041). */
export { auditRoutes } from "./audit.routes";
export { type AdminActionRecord, recordAdminAction } from "./record-admin-action";
