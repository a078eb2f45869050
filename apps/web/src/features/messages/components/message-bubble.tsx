import type { ChatMessage } from "@keen/contracts";
import { LinkedText } from "@/components/linked-text";
import { MemberAvatar } from "@/features/members";
import { ReportButton } from "@/features/reports";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format-relative-time";
import { memberName } from "../lib/conversations";

const timeFormat = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });

type MessageBubbleProps = {
  message: ChatMessage;
  isOwn: boolean;
  /** Groups show who wrote each run of messages. */
  showSender: boolean;
  isRunStart: boolean;
  isRunEnd: boolean;
};

/** One message: own ones on the right in the accent colour, others on the left with the sender in groups. */
export function MessageBubble({ message, isOwn, showSender, isRunStart, isRunEnd }: MessageBubbleProps) {
  const sender = message.sender ? memberName(message.sender) : "Former member";
  const withSender = showSender && !isOwn;
  return (
    <li
      className={cn(
        "group flex gap-2",
        isOwn ? "justify-end" : "justify-start",
        isRunStart ? "mt-3" : "mt-0.5",
      )}
    >
      {withSender ? (
        <span className="w-8 shrink-0">
          {isRunStart && message.sender ? <MemberAvatar member={message.sender} size="xs" /> : null}
        </span>
      ) : null}
      <div className={cn("flex max-w-[85%] flex-col sm:max-w-[70%]", isOwn ? "items-end" : "items-start")}>
        {withSender && isRunStart ? (
          <p className="mb-0.5 px-1 text-xs font-medium text-slate-600" aria-hidden>
            {sender}
          </p>
        ) : null}
        <div
          className={cn(
            "rounded-2xl px-3.5 py-2 text-sm leading-6 break-words whitespace-pre-wrap [overflow-wrap:anywhere]",
            isOwn ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-900",
            isOwn && isRunEnd && "rounded-br-md",
            !isOwn && isRunEnd && "rounded-bl-md",
          )}
        >
          <span className="sr-only">{isOwn ? "You" : sender}: </span>
          <LinkedText
            text={message.body}
            linkClassName={cn(
              "underline underline-offset-2",
              isOwn ? "text-white decoration-white/70" : "text-brand-700",
            )}
          />
        </div>
        {isRunEnd ? (
          <time
            dateTime={message.createdAt}
            title={formatDateTime(message.createdAt)}
            className="mt-0.5 px-1 text-[0.6875rem] text-slate-500"
          >
            {timeFormat.format(new Date(message.createdAt))}
          </time>
        ) : null}
        {isOwn ? null : (
          <ReportButton
            targetType="message"
            targetId={message.id}
            label={`Report message from ${sender}`}
            className="h-6 px-1 text-xs opacity-0 group-hover:opacity-100 focus-visible:opacity-100"
          />
        )}
      </div>
    </li>
  );
}
