import { QueryClient } from "@tanstack/react-query";

/**
 * The product's query defaults (spec §9): data is fresh for 60 s, no refetch when the window
 * regains focus, and no automatic retries (a failure is shown once, not three times).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/** The page's query cache, shared by the providers and sign-out. */
export const queryClient = createQueryClient();
