/**
 * The API's policy helpers (`Actor`, `definePolicy`, `isAdmin`). They live in `@keen/server-kit`
 * so the card domain (`@keen/cards`) decides with the same actor; features import them from here.
 */
export {
  type Actor,
  definePolicy,
  isAdmin,
  type Policy,
  type PolicyRules,
  type SignedInActor,
} from "@keen/server-kit/policy";
