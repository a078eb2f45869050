import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AuthScreen } from "./auth-screen";

export const DEFAULT_ERROR_MESSAGE = "An unexpected error occurred. Please try again.";

/** The generic error screen of spec §2: 'Oops! Something went wrong' with the message and a retry. */
export function AuthErrorScreen({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <AuthScreen
      icon={TriangleAlert}
      tone="danger"
      title="Oops! Something went wrong"
      description={<p role="alert">{message || DEFAULT_ERROR_MESSAGE}</p>}
    >
      <Button className="w-full" onClick={onRetry}>
        Try again
      </Button>
    </AuthScreen>
  );
}
