import type { ChatMessage } from "@keen/contracts";
import { type ReactNode, useLayoutEffect, useMemo, useRef } from "react";
import { Button } from "@/components/ui/button";
import { placeMessages } from "../lib/message-runs";
import { MessageBubble } from "./message-bubble";

type MessageListProps = {
  /** Oldest first. */
  messages: ChatMessage[];
  label: string;
  myUserId: string | undefined;
  showSenders: boolean;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  emptyText: string;
};

/** Within this many pixels of the bottom, a new message scrolls the thread down with it. */
const STICK_TO_BOTTOM_PX = 160;

/**
 * The thread, oldest to newest, with day separators. It opens at the newest message, follows new
 * ones while the reader is at the bottom (and always after their own), and keeps its place when
 * older messages are loaded above.
 */
export function MessageList(props: MessageListProps) {
  const { messages, label, myUserId, showSenders, hasOlder, isLoadingOlder, onLoadOlder, emptyText } = props;
  const scroller = useRef<HTMLElement>(null);
  const placed = useMemo(() => placeMessages(messages), [messages]);
  const first = messages[0]?.id;
  const last = messages.at(-1);
  const previous = useRef<{
    first?: string;
    last?: string;
    height: number;
    top: number;
    isAtBottom: boolean;
  }>({
    height: 0,
    top: 0,
    isAtBottom: true,
  });

  const isLoadingOlderByKeyboard = useRef(false);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    const isOlderPage = before.first !== undefined && before.first !== first && before.last === last?.id;
    if (isOlderPage) {
      // Keep the message the reader was looking at where it was.
      element.scrollTop = element.scrollHeight - before.height + before.top;
      // The last page of history removes the button that had focus: keep focus in the thread.
      if (isLoadingOlderByKeyboard.current && !hasOlder) element.focus();
      isLoadingOlderByKeyboard.current = false;
    } else if (last?.id !== before.last) {
      const isOwn = last?.sender?.userId === myUserId;
      if (before.last === undefined || before.isAtBottom || isOwn) element.scrollTop = element.scrollHeight;
    }
    previous.current = { ...before, first, last: last?.id };
  }, [first, last, myUserId, hasOlder]);

  const handleScroll = () => {
    const element = scroller.current;
    if (!element) return;
    previous.current.height = element.scrollHeight;
    previous.current.top = element.scrollTop;
    previous.current.isAtBottom =
      element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_BOTTOM_PX;
  };

  const handleLoadOlder = () => {
    isLoadingOlderByKeyboard.current = scroller.current?.contains(document.activeElement) ?? false;
    handleScroll();
    onLoadOlder();
  };

  return (
    <section
      ref={scroller}
      onScroll={handleScroll}
      aria-label="Message history"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:ring-inset sm:px-5"
    >
      {hasOlder ? (
        <div className="mb-2 flex justify-center">
          <Button variant="outline" size="sm" isLoading={isLoadingOlder} onClick={handleLoadOlder}>
            Load older messages
          </Button>
        </div>
      ) : null}
      {messages.length === 0 ? (
        <p className="mx-auto mt-10 max-w-xs text-center text-sm leading-6 text-slate-600">{emptyText}</p>
      ) : (
        <div role="log" aria-label={label}>
          <ol className="flex flex-col">
            {placed.map(({ message, day, isRunStart, isRunEnd }) => (
              <MessageGroupItem key={message.id} day={day}>
                <MessageBubble
                  message={message}
                  isOwn={message.sender?.userId === myUserId}
                  showSender={showSenders}
                  isRunStart={isRunStart || !!day}
                  isRunEnd={isRunEnd}
                />
              </MessageGroupItem>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

/** A message, with the day's heading above it when it is the day's first. */
function MessageGroupItem({ day, children }: { day: string | undefined; children: ReactNode }) {
  return (
    <>
      {day ? (
        <li className="my-4 flex items-center gap-3 text-xs font-medium text-slate-500" aria-hidden>
          <span className="h-px flex-1 bg-slate-200" />
          {day}
          <span className="h-px flex-1 bg-slate-200" />
        </li>
      ) : null}
      {children}
    </>
  );
}
