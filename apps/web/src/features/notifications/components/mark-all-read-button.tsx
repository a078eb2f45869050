import { CheckCheck } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read";

type MarkAllReadButtonProps = { unread: number } & Pick<ButtonProps, "variant" | "className">;

/** "Mark all as read", disabled when nothing is unread. */
export function MarkAllReadButton({ unread, variant, className }: MarkAllReadButtonProps) {
  const markAll = useMarkAllNotificationsRead();
  return (
    <Button
      variant={variant}
      size="sm"
      className={className}
      disabled={unread === 0}
      isLoading={markAll.isPending}
      onClick={() => markAll.mutate()}
    >
      <CheckCheck aria-hidden />
      Mark all as read
    </Button>
  );
}
