import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Feedback,
  type FeedbackWrite,
  type FeedbackWriteInput,
  FeedbackWriteSchema,
} from "@keen/contracts";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/input";
import { Field, FieldError } from "@/components/ui/label";
import { track } from "@/lib/analytics";
import { isApiError } from "@/lib/api-client";
import { fieldA11y } from "@/lib/field-a11y";
import { applyServerErrors, fieldMessage } from "@/lib/form-server-errors";
import { formatCount } from "@/lib/format-count";
import { notify } from "@/lib/notifications";
import { useSaveFeedback } from "../api/save-feedback";
import { StarRatingInput } from "./star-rating-input";

const COMMENT_MAX = 2000;

/** The form's values (class size is typed as text), turned into the API's input and checked with its schema. */
const FeedbackFormSchema = z
  .object({
    rating: z.number().nullable(),
    comment: z.string(),
    usedInTeaching: z.boolean(),
    usedTerm: z.string(),
    classSize: z.string(),
  })
  .transform(
    (v): FeedbackWriteInput => ({
      rating: v.rating,
      comment: v.comment,
      usedInTeaching: v.usedInTeaching,
      // Term and class size go with "I used this" only; hidden, they are not sent.
      usedTerm: v.usedInTeaching && v.usedTerm.trim() ? v.usedTerm : null,
      classSize: v.usedInTeaching && v.classSize.trim() ? Number(v.classSize.replaceAll(",", "")) : null,
    }),
  )
  .pipe(FeedbackWriteSchema);
type FormValues = z.input<typeof FeedbackFormSchema>;
const fields = ["rating", "comment", "usedInTeaching", "usedTerm", "classSize"] as const;

type FeedbackFormProps = {
  cardId: string;
  /** The member's feedback when changing it. */
  mine?: Feedback | null;
  onSaved: () => void;
  onCancel?: () => void;
};

/** "give a rating, a comment or…" stands on its own; "must be from 1 to 5" needs the field's name. */
function ratingMessage(message: string | undefined) {
  if (message?.startsWith("give ")) return `${message[0]?.toUpperCase()}${message.slice(1)}.`;
  return fieldMessage("Rating", message);
}

function defaults(mine: Feedback | null | undefined): FormValues {
  return {
    rating: mine?.rating ?? null,
    comment: mine?.comment ?? "",
    usedInTeaching: mine?.usedInTeaching ?? false,
    usedTerm: mine?.usedTerm ?? "",
    classSize: mine?.classSize ? String(mine.classSize) : "",
  };
}

/**
 * Give or change one's feedback on a card: stars, a comment, and "I used this in my teaching" with
 * the term and class size. The server's field messages show under their fields.
 */
export function FeedbackForm({ cardId, mine, onSaved, onCancel }: FeedbackFormProps) {
  const id = useId();
  const f = (name: string) => `${id}-${name}`;
  const form = useForm<FormValues, unknown, FeedbackWrite>({
    resolver: zodResolver(FeedbackFormSchema),
    defaultValues: defaults(mine),
  });
  const save = useSaveFeedback(cardId);
  const [formError, setFormError] = useState<string>();
  const { errors } = form.formState;
  const isUsed = form.watch("usedInTeaching");
  const commentLength = form.watch("comment").length;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await save.mutateAsync(values);
      track("rate", {
        cardId,
        rating: values.rating,
        usedInTeaching: values.usedInTeaching,
        hasComment: values.comment !== "",
      });
      notify({
        type: "success",
        title: mine ? "Feedback updated" : "Thank you for your feedback",
        message: "",
      });
      onSaved();
    } catch (error) {
      if (isApiError(error) && error.status === 403) setFormError(error.message);
      else setFormError(applyServerErrors(form.setError, error, fields));
    }
  });

  return (
    <form
      noValidate
      aria-label={mine ? "Change your feedback" : "Give feedback"}
      onSubmit={(e) => void submit(e)}
      className="space-y-5"
    >
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <div>
            <StarRatingInput
              value={field.value}
              onChange={field.onChange}
              errorId={`${f("rating")}-error`}
              isInvalid={!!errors.rating}
            />
            <FieldError id={f("rating")} message={ratingMessage(errors.rating?.message)} />
          </div>
        )}
      />
      <Field
        id={f("comment")}
        label={
          <>
            Comment <span className="font-normal text-slate-500">(optional)</span>
          </>
        }
        error={fieldMessage("Comment", errors.comment?.message)}
      >
        <Textarea
          rows={4}
          placeholder="What worked, what you changed, what students thought…"
          {...fieldA11y(f("comment"), errors.comment)}
          aria-describedby={[errors.comment ? `${f("comment")}-error` : null, f("comment-count")]
            .filter(Boolean)
            .join(" ")}
          {...form.register("comment")}
        />
        <p
          id={f("comment-count")}
          className={
            commentLength > COMMENT_MAX ? "text-xs font-medium text-red-700" : "text-xs text-slate-500"
          }
        >
          {formatCount(commentLength)} of {formatCount(COMMENT_MAX)} characters
        </p>
      </Field>
      <div className="rounded-lg border border-slate-200 bg-slate-50/60 p-4">
        <label className="flex items-start gap-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-600"
            {...form.register("usedInTeaching")}
          />
          <span>
            I used this in my teaching
            <span className="block text-xs font-normal text-slate-500">
              Counts towards “times used”, which helps others find cards that work in class.
            </span>
          </span>
        </label>
        {isUsed ? (
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <Field
              id={f("term")}
              label={
                <>
                  Term <span className="font-normal text-slate-500">(optional)</span>
                </>
              }
              error={fieldMessage("Term", errors.usedTerm?.message)}
            >
              <Input
                placeholder="e.g. Fall 2026"
                {...fieldA11y(f("term"), errors.usedTerm)}
                {...form.register("usedTerm")}
              />
            </Field>
            <Field
              id={f("class-size")}
              label={
                <>
                  Class size <span className="font-normal text-slate-500">(optional)</span>
                </>
              }
              error={fieldMessage("Class size", errors.classSize?.message)}
            >
              <Input
                inputMode="numeric"
                placeholder="e.g. 40"
                {...fieldA11y(f("class-size"), errors.classSize)}
                {...form.register("classSize")}
              />
            </Field>
          </div>
        ) : null}
      </div>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" isLoading={save.isPending}>
          {mine ? "Save changes" : "Post feedback"}
        </Button>
      </div>
    </form>
  );
}
