import type { Notification, NotificationType } from "@keen/contracts";
import {
  Award,
  BookCheck,
  ClipboardCheck,
  ClipboardList,
  type LucideIcon,
  MessageCircle,
  MessagesSquare,
  Newspaper,
  Rocket,
  UserPlus,
} from "lucide-react";
import { MemberAvatar } from "@/features/members";
import { cn } from "@/lib/cn";

const typeIcons: Record<NotificationType, LucideIcon> = {
  card_published: Rocket,
  card_commented: MessageCircle,
  review_requested: ClipboardList,
  review_completed: ClipboardCheck,
  feedback_requested: BookCheck,
  co_author_added: UserPlus,
  direct_message: MessagesSquare,
  institution_role: Award,
  weekly_digest: Newspaper,
};

/** Who or what a notification is about: the actor's picture, or the type's icon when there is no actor. */
export function NotificationVisual({
  notification,
  className,
}: {
  notification: Notification;
  className?: string;
}) {
  if (notification.actor) {
    return <MemberAvatar member={notification.actor} size="sm" className={className} />;
  }
  const Icon = typeIcons[notification.type] ?? Newspaper;
  return (
    <span
      aria-hidden
      className={cn(
        "grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100",
        className,
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}
