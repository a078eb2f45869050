import type { Notification, NotificationType } from "@keen/contracts";
import {
  Award,
  BookCheck,
  Building2,
  ClipboardCheck,
  ClipboardList,
  type LucideIcon,
  MessageCircle,
  MessagesSquare,
  Newspaper,
  Rocket,
  ShieldAlert,
  Star,
  UserPlus,
} from "lucide-react";
import { IconAvatar } from "@/components/ui/icon-avatar";
import { MemberAvatar } from "@/features/members";

const typeIcons: Record<NotificationType, LucideIcon> = {
  card_published: Rocket,
  card_commented: MessageCircle,
  card_feedback: Star,
  review_requested: ClipboardList,
  review_completed: ClipboardCheck,
  feedback_requested: BookCheck,
  co_author_added: UserPlus,
  direct_message: MessagesSquare,
  institution_role: Award,
  institution_proposal: Building2,
  weekly_digest: Newspaper,
  moderation: ShieldAlert,
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
  return <IconAvatar icon={typeIcons[notification.type] ?? Newspaper} className={className} />;
}
