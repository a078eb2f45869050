import { createBrowserRouter } from "react-router";
import { routes } from "./routes";

/** The app's data router over the route table of spec §2 (see `./routes`). */
export const router = createBrowserRouter(routes);
