import { RouterProvider } from "react-router";
import { listenForPreloadErrors } from "./preload-error";
import { AppProviders } from "./providers";
import { router } from "./router";

listenForPreloadErrors();

/** The application root: providers around the router. */
export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
