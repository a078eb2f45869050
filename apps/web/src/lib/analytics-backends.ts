import type { Env } from "./env";

/** Who the events belong to once a member is signed in. */
export type AnalyticsIdentity = {
  userId: string;
  email?: string;
  role: string;
  firstName?: string;
  lastName?: string;
};

/** One analytics service behind the `analytics` module. */
export type AnalyticsBackend = {
  track(name: string, props: Record<string, unknown>): void;
  pageView(name: string, props: Record<string, unknown>): void;
  identify(user: AnalyticsIdentity): void;
  reset(): void;
};

const MINUTE = 60_000;

/** Telemetry settings of spec §9. */
export function telemetryConfig(env: Env) {
  const key = env.VITE_INSTRUMENTATION_KEY;
  return {
    ...(key.includes("InstrumentationKey=") ? { connectionString: key } : { instrumentationKey: key }),
    ...(env.VITE_TELEMETRY_ENDPOINT ? { endpointUrl: env.VITE_TELEMETRY_ENDPOINT } : {}),
    maxBatchInterval: 15_000,
    maxBatchSizeInBytes: 102_400,
    sessionRenewalMs: 30 * MINUTE,
    sessionExpirationMs: 24 * 60 * MINUTE,
    samplingPercentage: 100,
    eventsLimitInMem: 10_000,
    maxAjaxCallsPerView: 500,
    maxAjaxPerfLookupAttempts: 3,
    ajaxPerfLookupDelay: 25,
    enableAutoRouteTracking: false,
  };
}

async function loadMixpanel(env: Env): Promise<AnalyticsBackend> {
  const { default: mixpanel } = await import("mixpanel-browser");
  mixpanel.init(env.VITE_ANALYTICS_KEY, { cookie_expiration: 365, track_pageview: false });
  return {
    track: (name, props) => mixpanel.track(name, props),
    pageView: (name, props) => mixpanel.track(name, props),
    identify: (user) => {
      mixpanel.identify(user.userId);
      mixpanel.register({ role: user.role });
      mixpanel.people.set({
        $email: user.email,
        $first_name: user.firstName,
        $last_name: user.lastName,
        role: user.role,
      });
    },
    reset: () => mixpanel.reset(),
  };
}

async function loadAppInsights(env: Env): Promise<AnalyticsBackend> {
  const { ApplicationInsights } = await import("@microsoft/applicationinsights-web");
  const insights = new ApplicationInsights({ config: telemetryConfig(env) });
  insights.loadAppInsights();
  let role: string | undefined;
  const withRole = (props: Record<string, unknown>) => (role ? { ...props, role } : props);
  return {
    track: (name, props) => insights.trackEvent({ name }, withRole(props)),
    pageView: (name, props) =>
      insights.trackPageView({ name, uri: String(props.path ?? ""), properties: withRole(props) }),
    identify: (user) => {
      role = user.role;
      insights.setAuthenticatedUserContext(user.userId, undefined, true);
    },
    reset: () => {
      role = undefined;
      insights.clearAuthenticatedUserContext();
    },
  };
}

/** Loads both SDKs on demand; one that fails to load does not stop the other. */
export async function loadAnalyticsBackends(env: Env): Promise<AnalyticsBackend[]> {
  const results = await Promise.allSettled([loadMixpanel(env), loadAppInsights(env)]);
  return results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
}
