/** The account menu's avatar button, the same before and after the menu's code is in. */
export const accountTriggerClassName =
  "shrink-0 rounded-full transition-shadow hover:ring-4 hover:ring-brand-100";
