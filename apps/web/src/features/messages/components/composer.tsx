import { MESSAGE_MAX_LENGTH } from "@keen/contracts";
import { SendHorizontal } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { isNearLimit, NearLimitCount } from "@/components/ui/near-limit-count";
import { isApiError } from "@/lib/api-client";
import { fieldMessage } from "@/lib/form-server-errors";
import { useSendMessage } from "../api/send-message";

/** The inline text for a failed send: the server's reason for the body when it gives one. */
function sendErrorText(error: unknown): string {
  if (!isApiError(error)) return "The message could not be sent. Try again.";
  const issue = error.details.find((detail) => detail.field.split(".").includes("body"));
  return fieldMessage("Message", issue?.message) ?? error.message;
}

type ComposerProps = {
  chatRoomUuid: string;
  /** Why nothing can be sent here (blocked, left the group); the field is disabled and says so. */
  disabledReason?: string;
};

/**
 * Writes and sends a message: Enter sends, Shift+Enter starts a new line. Near the 4,000-character
 * limit a count appears; the server's refusal shows under the field and the text stays.
 */
export function Composer({ chatRoomUuid, disabledReason }: ComposerProps) {
  const id = useId();
  const [body, setBody] = useState("");
  const send = useSendMessage(chatRoomUuid);
  const [error, setError] = useState<string>();
  const length = body.trim().length;
  const isTooLong = length > MESSAGE_MAX_LENGTH;
  const isDisabled = !!disabledReason;

  function submit() {
    const text = body.trim();
    if (!text || isDisabled || send.isPending) return;
    setError(undefined);
    send.mutate(text, {
      onSuccess: () => setBody(""),
      onError: (failure) => setError(sendErrorText(failure)),
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  const describedBy = [
    disabledReason ? `${id}-reason` : null,
    error ? `${id}-error` : null,
    isNearLimit(length, MESSAGE_MAX_LENGTH) ? `${id}-count` : null,
    `${id}-hint`,
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <form onSubmit={handleSubmit} className="border-t border-slate-200 bg-white px-3 py-3 sm:px-4">
      {disabledReason ? (
        <p id={`${id}-reason`} className="mb-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          {disabledReason}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <label htmlFor={`${id}-body`} className="sr-only">
          Message
        </label>
        <textarea
          id={`${id}-body`}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={handleKeyDown}
          disabled={isDisabled}
          rows={1}
          placeholder={isDisabled ? "Messaging is turned off" : "Write a message…"}
          aria-invalid={isTooLong || !!error || undefined}
          aria-describedby={describedBy}
          className="field-sizing-content max-h-40 min-h-10 w-full resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm leading-6 text-slate-900 shadow-xs placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 disabled:cursor-not-allowed disabled:bg-slate-50 aria-invalid:border-red-600"
        />
        <Button
          type="submit"
          size="icon"
          aria-label="Send"
          disabled={isDisabled || length === 0 || isTooLong}
          isLoading={send.isPending}
        >
          {send.isPending ? null : <SendHorizontal aria-hidden />}
        </Button>
      </div>
      <div className="mt-1.5 flex items-start justify-between gap-3 text-xs">
        <p id={`${id}-hint`} className="hidden text-slate-500 sm:block">
          Enter to send, Shift+Enter for a new line
        </p>
        <NearLimitCount
          id={`${id}-count`}
          length={length}
          max={MESSAGE_MAX_LENGTH}
          action="send"
          className="ml-auto"
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
