import { Award } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/features/auth";
import { isApiError } from "@/lib/api-client";
import { notify } from "@/lib/notifications";
import { EXEMPLAR_QUIET_STATUSES, useSetExemplar } from "../api/set-exemplar";

type ExemplarToggleProps = {
  cardId: string;
  /** The card's `isExemplar`. */
  isExemplar: boolean;
  /** Called with the new state once the server agreed, so the owner of the card's caches can update them. */
  onChange?: (isExemplar: boolean) => void;
  className?: string;
};

/**
 * The admins' "Mark as exemplar" switch for a card page (nothing for anyone else): flips at once,
 * settles on the server's answer, and rolls back with a message when the call fails.
 */
export function ExemplarToggle({ cardId, isExemplar, onChange, className }: ExemplarToggleProps) {
  const { isAdmin } = useCurrentUser();
  const mutation = useSetExemplar();
  const [override, setOverride] = useState<boolean | null>(null);
  const [seen, setSeen] = useState(isExemplar);
  if (seen !== isExemplar) {
    setSeen(isExemplar);
    setOverride(null);
  }
  if (!isAdmin) return null;
  const shown = override ?? isExemplar;

  function handleToggle() {
    if (mutation.isPending) return;
    const next = !shown;
    setOverride(next);
    mutation.mutate(
      { cardId, isExemplar: next },
      {
        onSuccess: () => {
          notify({
            type: "success",
            title: next ? "Marked as exemplar" : "Exemplar mark removed",
            message: next
              ? "The card shows the Exemplar badge."
              : "The card no longer shows the Exemplar badge.",
          });
          onChange?.(next);
        },
        onError: (error) => {
          setOverride(null);
          // Other failures were already shown by the API client.
          if (isApiError(error) && EXEMPLAR_QUIET_STATUSES.includes(error.status ?? 0)) {
            notify({ type: "error", title: "The exemplar mark did not change", message: error.message });
          }
        },
      },
    );
  }

  return (
    <Button
      variant={shown ? "secondary" : "outline"}
      size="sm"
      aria-pressed={shown}
      onClick={handleToggle}
      isLoading={mutation.isPending}
      className={className}
    >
      {mutation.isPending ? null : <Award aria-hidden />}
      Exemplar
    </Button>
  );
}
