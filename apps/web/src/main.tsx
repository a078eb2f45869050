// First: zod's settings apply to the schemas made after them (every module below makes some).
import "./lib/zod-jitless";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import "./index.css";
import { App } from "./app/app";
import { router } from "./app/router";
import { warmUpClassMerging } from "./lib/cn";
import { dismissEarlyPageOnLeaving } from "./lib/early-page";
import { forgetEarlyResponsesOnLeaving } from "./lib/early-requests";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// The server sent this page prerendered for visitors (server/early-load/prerendered-pages.ts; a
// browser with a session is shown the spinner instead and marked `keen-session`).
const showsPrerendered =
  root.hasAttribute("data-prerendered") && !document.documentElement.classList.contains("keen-session");

warmUpClassMerging();
dismissEarlyPageOnLeaving(router);
forgetEarlyResponsesOnLeaving(router);
// The first render is a transition, drawn in slices that hand the main thread back between them
// (Lighthouse total blocking time, issue 12); until it commits, the page shows what the server
// sent (the start-up spinner, or the early card page).
if (!showsPrerendered || router.state.initialized) startTransition(render);
else {
  // The prerendered page stays until the router has its route's module (rendering sooner would swap
  // it for the start-up spinner and back); React then draws the page over it as a transition, in
  // slices that hand the main thread back between them, so a slow phone does not freeze meanwhile
  // (Lighthouse total blocking time, issue 12).
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    startTransition(render);
  });
}
