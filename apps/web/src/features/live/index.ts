/**
 * The live-updates feature: the tab's one Server-Sent Events stream (`GET /Events`). It knows the
 * transport, not what the events mean; the app hands each kind to the feature that owns its cache.
 */
export { useLiveEvents } from "./use-live-events";
