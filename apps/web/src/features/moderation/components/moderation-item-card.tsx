import type { ModerationAction, ModerationItem } from "@keen/contracts";
import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { RelativeTime } from "@/components/ui/relative-time";
import { reasonLabels, targetLabels } from "@/features/reports";
import { isApiError } from "@/lib/api-error";
import { notify } from "@/lib/notifications";
import { useModerateItem } from "../api/moderate-item";
import { AuthorActionDialog } from "./author-action-dialog";

const doneWords: Record<ModerationAction, string> = {
  dismiss: "Reports dismissed",
  hide: "Content hidden",
  remove: "Content removed",
  warn: "Warning sent",
  suspend: "Author suspended",
};

/** One reported item: the content as reported, its reports, and the admin's actions. */
export function ModerationItemCard({ item }: { item: ModerationItem }) {
  const moderate = useModerateItem();
  const [authorAction, setAuthorAction] = useState<"warn" | "suspend" | null>(null);
  const [isConfirmingRemove, setIsConfirmingRemove] = useState(false);
  const [error, setError] = useState<string>();
  const kind = targetLabels[item.targetType];
  const authorName = item.author?.name ?? "the author";

  function act(action: ModerationAction, extra: { note?: string; until?: string } = {}) {
    setError(undefined);
    moderate.mutate(
      {
        id: item.id,
        input: { action, note: extra.note ?? "", ...(extra.until ? { until: extra.until } : {}) },
      },
      {
        onSuccess: () => {
          setAuthorAction(null);
          notify({ type: "success", title: doneWords[action], message: "" });
        },
        onError: (failure) =>
          setError(isApiError(failure) ? failure.message : "That did not work. Try again."),
      },
    );
  }

  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="neutral" className="capitalize">
          {kind}
        </Badge>
        {item.isHidden ? <Badge variant="warning">Hidden</Badge> : null}
        <span className="text-sm text-slate-600">
          {item.reports.length} report{item.reports.length === 1 ? "" : "s"} · first{" "}
          <RelativeTime iso={item.createdAt} />
        </span>
        <Link
          to={item.link}
          className="ml-auto inline-flex items-center gap-1 text-sm text-brand-700 underline"
        >
          Open <ExternalLink className="size-3.5" aria-hidden />
        </Link>
      </div>
      <figure className="mt-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
        <figcaption className="text-xs text-slate-600">
          As reported{item.author ? `, by ${item.author.name}` : ""}
        </figcaption>
        <p className="mt-1 font-medium text-slate-900">{item.snapshot.title}</p>
        {item.snapshot.text ? (
          <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">
            {item.snapshot.text}
          </p>
        ) : null}
      </figure>
      <ul aria-label="Reports" className="mt-3 space-y-2">
        {item.reports.map((report) => (
          <li key={report.id} className="text-sm text-slate-700">
            <span className="font-medium text-slate-900">{reasonLabels[report.reason]}</span> —{" "}
            {report.reporter.name}, <RelativeTime iso={report.createdAt} className="text-slate-600" />
            {report.note ? (
              <p className="mt-0.5 text-slate-600 [overflow-wrap:anywhere]">“{report.note}”</p>
            ) : null}
          </li>
        ))}
      </ul>
      {error && !authorAction ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => act("dismiss")} disabled={moderate.isPending}>
          Dismiss
        </Button>
        <Button size="sm" variant="outline" onClick={() => act("hide")} disabled={moderate.isPending}>
          Hide
        </Button>
        <Button
          size="sm"
          variant="destructive"
          onClick={() => setIsConfirmingRemove(true)}
          disabled={moderate.isPending}
        >
          Remove
        </Button>
        {item.author ? (
          <>
            <Button size="sm" variant="ghost" onClick={() => setAuthorAction("warn")}>
              Warn author
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700"
              onClick={() => setAuthorAction("suspend")}
            >
              Suspend author
            </Button>
          </>
        ) : null}
      </div>
      <ConfirmDialog
        open={isConfirmingRemove}
        onOpenChange={setIsConfirmingRemove}
        title={`Remove this ${kind}?`}
        description="Comments show as removed by a moderator; other content stays hidden from everyone but its author and admins. The reporters and the author are told."
        confirmLabel="Remove"
        isDestructive
        isPending={moderate.isPending}
        onConfirm={() => {
          setIsConfirmingRemove(false);
          act("remove");
        }}
      />
      {authorAction ? (
        <AuthorActionDialog
          action={authorAction}
          authorName={authorName}
          isPending={moderate.isPending}
          error={error}
          onCancel={() => setAuthorAction(null)}
          onSubmit={(input) => act(authorAction, input)}
        />
      ) : null}
    </Card>
  );
}
