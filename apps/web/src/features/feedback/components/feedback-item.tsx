import type { Feedback } from "@keen/contracts";
import { GraduationCap } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LinkedText } from "@/components/linked-text";
import { MemberAvatar } from "@/features/members";
import { formatDate } from "@/lib/format-date";
import { describeUse, memberName } from "../lib/feedback-text";
import { Stars } from "./stars";

type FeedbackItemProps = { feedback: Feedback; isMine?: boolean; actions?: ReactNode };

/** One member's feedback: who, stars, when, how they used the card, and their comment. */
export function FeedbackItem({ feedback, isMine, actions }: FeedbackItemProps) {
  const name = memberName(feedback.member);
  const use = describeUse(feedback);
  return (
    <article aria-label={`Feedback from ${name}`} className="flex gap-3 sm:gap-4">
      <MemberAvatar member={feedback.member} size="sm" className="mt-0.5" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link
            to={`/members/${feedback.member.userId}`}
            className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {name}
          </Link>
          {isMine ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
              You
            </span>
          ) : null}
          {feedback.rating ? (
            <span className="inline-flex items-center">
              <Stars value={feedback.rating} size="sm" />
              <span className="sr-only">{`Rated ${feedback.rating} out of 5`}</span>
            </span>
          ) : null}
          <time dateTime={feedback.updatedAt} className="text-xs text-slate-500">
            {formatDate(feedback.updatedAt)}
            {feedback.versionNumber ? ` · version ${feedback.versionNumber}` : " · on the draft"}
          </time>
        </div>
        {use ? (
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-emerald-800">
            <GraduationCap className="size-4" aria-hidden />
            {use}
          </p>
        ) : null}
        {feedback.comment ? (
          <p className="mt-1.5 text-sm leading-6 break-words whitespace-pre-line text-slate-700">
            <LinkedText text={feedback.comment} />
          </p>
        ) : null}
        {actions ? <div className="mt-2 flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </article>
  );
}
