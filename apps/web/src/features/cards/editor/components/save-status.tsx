import { AlertTriangle, CheckCircle2, CloudOff, GitMerge, Loader2 } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatTime } from "@/lib/format-date";
import type { DraftSnapshot, SaveStatus } from "../lib/draft-state";

/** The same state in a few words, for narrow screens. */
function describeShort(status: SaveStatus, snapshot: DraftSnapshot): string {
  if (status === "saved")
    return snapshot.lastSavedAt ? `Saved · ${formatTime(snapshot.lastSavedAt)}` : "Saved";
  if (status === "offline") return "Offline · kept here";
  if (status === "conflict") return "Not saved · conflict";
  if (status === "invalid") return "Check fields";
  if (status === "failed") return "Not saved";
  return "Saving…";
}

function describe(status: SaveStatus, snapshot: DraftSnapshot): string {
  switch (status) {
    case "saving":
    case "pending":
      return "Saving…";
    case "offline":
      return snapshot.isLive
        ? "Offline — changes are kept and merge when you reconnect"
        : "Offline — changes kept on this device";
    case "conflict":
      return "Not saved — someone else changed this card";
    case "invalid":
      return "Some changes can't be saved yet — see the highlighted fields";
    case "failed":
      return snapshot.failure?.isPermanent
        ? `Not saved — ${snapshot.failure.message}`
        : "Couldn't save — trying again shortly";
    default:
      // Live, "Saved" is the collab server's word that it has everything this tab has.
      if (snapshot.isLive) return describeShort(status, snapshot);
      return snapshot.lastSavedAt
        ? `All changes saved · ${formatTime(snapshot.lastSavedAt)}`
        : "All changes saved";
  }
}

const icons = {
  saved: CheckCircle2,
  pending: Loader2,
  saving: Loader2,
  offline: CloudOff,
  conflict: GitMerge,
  invalid: AlertTriangle,
  failed: AlertTriangle,
} satisfies Record<SaveStatus, unknown>;

/** The autosave state in the editor's bar, announced politely to screen readers. */
export function SaveStatusText({ status, snapshot }: { status: SaveStatus; snapshot: DraftSnapshot }) {
  const Icon = icons[status];
  const isBusy = status === "saving" || status === "pending";
  const isWarning = status === "conflict" || status === "invalid" || status === "failed";
  return (
    <p
      role="status"
      aria-live="polite"
      className={cn(
        "flex min-w-0 items-center gap-1.5 text-sm",
        isWarning ? "font-medium text-amber-800" : status === "offline" ? "text-slate-700" : "text-slate-600",
      )}
    >
      <Icon
        aria-hidden
        className={cn(
          "size-4 shrink-0",
          isBusy && "motion-safe:animate-spin",
          status === "saved" && "text-emerald-600",
          isWarning && "text-amber-600",
        )}
      />
      <span className="truncate max-sm:hidden">{describe(status, snapshot)}</span>
      <span className="truncate sm:hidden">{describeShort(status, snapshot)}</span>
    </p>
  );
}
