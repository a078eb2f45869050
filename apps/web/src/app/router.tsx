import { createBrowserRouter } from "react-router";
import { loadEnv } from "@/lib/env";
import { pageStartsWithSession } from "@/lib/oidc";
import { routes } from "./routes";
import { markVisitorPage } from "./routes/skip-for-visitors";

// Before the first navigation starts loading route modules (the start-up screen handles bad settings).
const env = loadEnv();
if (env.success && !pageStartsWithSession(env.env)) markVisitorPage();

/** The app's data router over the route table of spec §2 (see `./routes`). */
export const router = createBrowserRouter(routes);
