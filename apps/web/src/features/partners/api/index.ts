/** Public surface of the partners api (the public partners page renders through it). */
export { getPartnerPage, partnerPageQueryOptions, usePartnerPage } from "./get-partner-page";
export { partnerKeys } from "./partner-keys";
