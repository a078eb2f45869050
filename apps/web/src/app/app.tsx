import { AppProviders } from "./providers";

/** The application root (the router is composed by the shell). */
export function App() {
  return <AppProviders>{null}</AppProviders>;
}
