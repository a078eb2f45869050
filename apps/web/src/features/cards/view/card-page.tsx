import { useDeferredValue, useLayoutEffect } from "react";
import { useLocation, useSearchParams } from "react-router";
import { PageContainer } from "@/components/layout/page";
import { AfterFirstPaint } from "@/components/ui/after-first-paint";
import { DiscussionSection } from "@/features/discussions";
import { FeedbackRequestBanner, FeedbackRequestsPanel, FeedbackSection } from "@/features/feedback";
import { isApiError } from "@/lib/api-client";
import { dismissEarlyPage } from "@/lib/early-page";
import { useCard } from "../api/get-card";
import { usePatchCardFeedback } from "../api/patch-card-engagement";
import { CardSectionTabs, sectionFromPath } from "../components/card-section-tabs";
import { CardGlance } from "./card-glance";
import { CardHeader } from "./card-header";
import { CardMaterials } from "./card-materials";
import { CardNotFound } from "./card-not-found";
import { CardNotices, OlderVersionNotice } from "./card-notices";
import { CardSectionContent } from "./card-section-content";
import { CardSignInRequired } from "./card-sign-in-required";
import { CardViewSkeleton } from "./card-view-skeleton";
import { DraftUnavailable } from "./draft-unavailable";
import { FileDownloadsPanel } from "./file-downloads-panel";

/**
 * A card as readers see it: header, notices for its authors, section tabs, the section and a sidebar.
 * A member's browser has painted this page's heading and asked for the card before this code arrived
 * (apps/web/server/early-load/README.md: what the page brings, in what order, and what may be stale).
 */
export function CardPage({ cardId }: { cardId: string }) {
  const { pathname } = useLocation();
  const section = sectionFromPath(pathname);
  // `?version=draft`: a feedback request's link opens the draft (read-only) for the member asked.
  const [searchParams] = useSearchParams();
  // `?version=N`: a version link (Share, citations) opens published version N.
  const versionParam = searchParams.get("version");
  const isDraftAsked = versionParam === "draft";
  const versionNumber =
    versionParam && /^[1-9]\d{0,5}$/.test(versionParam) ? Number(versionParam) : undefined;
  const card = useCard(cardId, isDraftAsked ? "draft" : versionNumber);
  const patchFeedback = usePatchCardFeedback(cardId);

  // A card that arrives after the page mounted is drawn as a deferred render, in slices that hand the
  // main thread back between them, instead of one long task (issue 12, total blocking time). A card
  // already in the cache when the page mounts shows at once.
  const shown = useDeferredValue(card.data);
  const isWaiting = card.isLoading || (card.data && !shown);
  // The server's early drawing of this page's heading gives way once the page has more to show:
  // the card, or why there is none (src/lib/early-page.ts).
  useLayoutEffect(() => {
    if (!isWaiting) dismissEarlyPage();
  }, [isWaiting]);
  if (isWaiting) return <CardViewSkeleton />;
  if (card.isError || !shown) {
    const status = isApiError(card.error) ? card.error.status : undefined;
    if (status === 404 || status === 400) {
      return <CardNotFound />;
    }
    if (status === 403 && isDraftAsked) return <DraftUnavailable cardId={cardId} />;
    if (status === 401) return <CardSignInRequired />;
    throw card.error;
  }
  const data = shown;
  const authorIds = data.authors.flatMap((author) => (author.userId ? [author.userId] : []));

  return (
    <PageContainer>
      <title>{`${data.title.trim() || "Untitled card"} · KEEN Cards`}</title>
      <CardHeader card={data} />
      <CardNotices card={data} />
      <OlderVersionNotice card={data} />
      <FeedbackRequestBanner cardId={data.id} isDraft={data.version === "draft"} />
      <CardSectionTabs cardId={data.id} />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <CardSectionContent card={data} section={section.path} />
          <AfterFirstPaint>
            {data.isDeleted ? null : (
              <FeedbackSection cardId={data.id} authorIds={authorIds} onSummaryChange={patchFeedback} />
            )}
            {data.status === "published" && data.version === "published" && !data.isDeleted ? (
              <DiscussionSection cardId={data.id} commentCount={data.commentCount} />
            ) : null}
          </AfterFirstPaint>
        </div>
        <aside className="space-y-5" aria-label="About this card">
          <AfterFirstPaint>
            {section.path === "resources" ? null : <CardMaterials card={data} />}
            <CardGlance card={data} />
            {data.abilities.viewAnalytics ? <FileDownloadsPanel cardId={data.id} /> : null}
            {data.abilities.requestFeedback && !data.isDeleted ? (
              <FeedbackRequestsPanel cardId={data.id} authorIds={authorIds} />
            ) : null}
          </AfterFirstPaint>
        </aside>
      </div>
    </PageContainer>
  );
}
