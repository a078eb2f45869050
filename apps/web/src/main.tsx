import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import "./index.css";
import { App } from "./app/app";
import { router } from "./app/router";
import { warmUpClassMerging } from "./lib/cn";
import { dismissEarlyPage, hasEarlyPage } from "./lib/early-page";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// The server sent this page prerendered for visitors (server/prerendered-pages.ts; a browser with a
// session is shown the spinner instead and marked `keen-session`).
const showsPrerendered =
  root.hasAttribute("data-prerendered") && !document.documentElement.classList.contains("keen-session");

warmUpClassMerging();
if (hasEarlyPage()) {
  // The server's early card page (src/lib/early-page.ts) gives way when the card page draws itself,
  // or at once when the app goes elsewhere first (onboarding, sign-in); never later than 15 s.
  const { pathname } = router.state.location;
  const stop = router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    stop();
    dismissEarlyPage();
  });
  window.setTimeout(dismissEarlyPage, 15_000);
}
if (!showsPrerendered) render();
else if (router.state.initialized) startTransition(render);
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
