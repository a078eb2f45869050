/**
 * The partners feature's public piece: the KEEN partners page's content, which the content routes
 * render. Its editor (`/admin/keen-partners-editor`) is a lazy route.
 */
export { usePartnerPage } from "./api/get-partner-page";
