/** The institution-proposals module's face: what the app uses of it. */
export { institutionProposalsRoutes } from "./institution-proposals.routes";
