/** True (in SQL) while a reported thing is hidden by moderation (decision 0042); the rule lives in `@keen/db`. */
export { isHiddenByModeration } from "@keen/db";
