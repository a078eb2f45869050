import { Switch } from "radix-ui";
import { useId } from "react";
import { notify } from "@/lib/notifications";
import { useCommentNotification, useSetCommentNotification } from "../api/comment-notification";

/**
 * "Notify me of new comments": a switch for the signed-in member's notifications from this card's
 * discussion (on unless they muted it). Flips at once; the result is confirmed in a toast.
 */
export function NotifyToggle({ cardId }: { cardId: string }) {
  const id = useId();
  const setting = useCommentNotification(cardId, true);
  const update = useSetCommentNotification(cardId);
  if (setting.isError) return null;
  const isOn = setting.data ? !setting.data.muted : true;

  function handleChange(checked: boolean) {
    update.mutate(!checked, {
      onSuccess: () =>
        notify({
          type: "success",
          title: checked ? "Notifications on" : "Discussion muted",
          message: checked
            ? "You will be told about new comments on this card."
            : "You will not be told about new comments on this card.",
        }),
    });
  }

  return (
    <div className="flex items-center gap-2.5">
      <label htmlFor={id} className="text-sm text-slate-700 select-none">
        Notify me of new comments
      </label>
      <Switch.Root
        id={id}
        checked={isOn}
        disabled={setting.isLoading}
        onCheckedChange={handleChange}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 data-[state=checked]:bg-brand-600"
      >
        <Switch.Thumb className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5.5" />
      </Switch.Root>
    </div>
  );
}
