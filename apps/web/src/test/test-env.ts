/** A complete set of public settings for tests that render components reading the env. */
export const testConfig = {
  VITE_API_URL: "http://api.test",
  VITE_AUTH_DOMAIN: "http://idp.test",
  VITE_AUTH_CLIENT_ID: "keen-web",
  VITE_AUTH_REDIRECT_URI: "http://localhost:3000/auth/callback",
  VITE_AUTH_AUDIENCE: "urn:keen:api",
  VITE_ANALYTICS_KEY: "test",
  VITE_INSTRUMENTATION_KEY: "test",
  VITE_TIPTAP_APP_ID: "test",
  VITE_SUPPORT_EMAIL: "help@keen.test",
};

/** Installs `testConfig` as the run-time `/config.js` values (call before the env is first read). */
export function installTestEnv(): void {
  window.__KEEN_CONFIG__ = { ...testConfig };
}
