import { FileLock2 } from "lucide-react";
import { StatusView } from "@/components/errors/status-view";
import { SignInActions } from "@/features/auth";

/**
 * Shown to a visitor when the API answers 401 for a card: it is not published (a draft), or this
 * deployment keeps the library for members. Signing in comes back to this card.
 */
export function CardSignInRequired() {
  return (
    <StatusView
      icon={FileLock2}
      title="Sign in to read this card"
      documentTitle="Sign in to read this card"
      description={
        <p>
          This card is open to KEEN members: it may not be published yet. Log in, or create a free account,
          and you will come back to it.
        </p>
      }
      actions={<SignInActions size="default" />}
    />
  );
}
