/** Cache keys of the settings screens, under `['settings']`. */
export const settingsKeys = {
  all: ["settings"] as const,
  /** The identity provider's record of the signed-in account (email, verification). */
  identity: (sub: string) => [...settingsKeys.all, "identity", sub] as const,
  notificationPreferences: () => [...settingsKeys.all, "notification-preferences"] as const,
};
