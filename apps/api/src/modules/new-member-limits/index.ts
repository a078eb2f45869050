/** First-day limits of new members (decision 0043): the check, and when a member's limits end. */
export { assertWithinNewMemberLimit } from "./assert-within-new-member-limit";
export {
  isExemptFromNewMemberLimits,
  type LimitedAction,
  type NewMemberLimits,
  newMemberLimitsEnd,
  noNewMemberLimits,
} from "./new-member-limits.policy";
