import { COMMENT_MAX_LENGTH } from "@keen/contracts";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { isNearLimit, NearLimitCount } from "@/components/ui/near-limit-count";
import { isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { fieldMessage } from "@/lib/form-server-errors";

/** The inline text for a refused comment: the server's reason for the body when it gives one. */
export function commentErrorText(error: unknown): string {
  if (!isApiError(error)) return "The comment could not be saved. Try again.";
  const issue = error.details.find((detail) => detail.field.split(".").includes("body"));
  return fieldMessage("Comment", issue?.message) ?? error.message;
}

type CommentComposerProps = {
  /** The field's accessible name ("Add a comment", "Reply to Grace Hopper", "Edit your comment"). */
  label: string;
  submitLabel: string;
  initialBody?: string;
  placeholder?: string;
  isPending: boolean;
  /** Sends the text; resolves when saved (the field empties unless editing) and rejects with the server's error. */
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** Keep the label visible above the field (the main composer) instead of for screen readers only. */
  isLabelVisible?: boolean;
  className?: string;
};

/**
 * Writes a comment, a reply or an edit: Ctrl/⌘+Enter sends, Escape cancels a reply or edit. Near the
 * 4,000-character limit a count appears; the server's refusal shows under the field and the text stays.
 */
export function CommentComposer(props: CommentComposerProps) {
  const { label, submitLabel, initialBody = "", placeholder, isPending, onSubmit, onCancel } = props;
  const id = useId();
  const [body, setBody] = useState(initialBody);
  const [error, setError] = useState<string>();
  const length = body.trim().length;
  const isTooLong = length > COMMENT_MAX_LENGTH;
  const isUnchanged = initialBody !== "" && body.trim() === initialBody.trim();

  async function submit() {
    const text = body.trim();
    if (!text || isTooLong || isPending || isUnchanged) return;
    setError(undefined);
    try {
      await onSubmit(text);
      if (!initialBody) setBody("");
    } catch (failure) {
      setError(commentErrorText(failure));
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Escape" && onCancel) {
      event.preventDefault();
      onCancel();
    } else if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      void submit();
    }
  }

  const showCount = isNearLimit(length, COMMENT_MAX_LENGTH);
  const describedBy = [error ? `${id}-error` : null, showCount ? `${id}-count` : null]
    .filter(Boolean)
    .join(" ");

  return (
    <form onSubmit={handleSubmit} className={cn("space-y-2", props.className)}>
      <label
        htmlFor={`${id}-body`}
        className={props.isLabelVisible ? "block text-sm font-medium text-slate-800" : "sr-only"}
      >
        {label}
      </label>
      <textarea
        id={`${id}-body`}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={handleKeyDown}
        // biome-ignore lint/a11y/noAutofocus: a reply or edit field opens because the reader asked for it.
        autoFocus={props.autoFocus}
        rows={3}
        placeholder={placeholder}
        aria-invalid={isTooLong || !!error || undefined}
        aria-describedby={describedBy || undefined}
        className="field-sizing-content block max-h-80 min-h-20 w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm leading-6 text-slate-900 shadow-xs placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 aria-invalid:border-red-600"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <NearLimitCount
          id={`${id}-count`}
          length={length}
          max={COMMENT_MAX_LENGTH}
          action="post"
          className="mr-auto text-xs"
        />
        {onCancel ? (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button
          type="submit"
          size="sm"
          isLoading={isPending}
          disabled={length === 0 || isTooLong || isUnchanged}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
