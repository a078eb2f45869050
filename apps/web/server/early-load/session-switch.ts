import { markSessionPage, pageHasSession } from "./page-scripts";
import { scriptTag } from "./script-tag";

/**
 * Decides, before the first paint, whom the server's markup is for: the page is marked
 * `keen-session` when it starts with a session (an `oidc.user:` entry or a sign-in callback, as
 * src/lib/oidc.ts decides), and the style shows `.keen-session-only` and `.keen-visitor-only`
 * accordingly. The prerendered home (visitor's page or spinner) and the early card page (shown to
 * members only) read the mark.
 */
export const sessionSwitch =
  `<style>.keen-session .keen-visitor-only,html:not(.keen-session) .keen-session-only{display:none}</style>` +
  scriptTag(markSessionPage, pageHasSession);
