import type { CardDetail } from "@keen/contracts";
import { Breadcrumbs } from "@/components/layout/page";
import { CardStatusBadges } from "@/features/cards/components/card-status-badges";
import { formatDate } from "@/lib/format-date";

function describeVersion(card: CardDetail): string {
  if (!card.latestVersionNumber) {
    return "A draft only you, your co-authors and editors can see until you publish it.";
  }
  const published = card.publishedAt ? ` on ${formatDate(card.publishedAt)}` : "";
  if (card.status === "unpublished") {
    return `Unpublished. Version ${card.latestVersionNumber} is hidden from readers until you publish again.`;
  }
  return `Version ${card.latestVersionNumber} published${published}. Readers see it until you publish your changes.`;
}

/** The editor's heading: breadcrumbs, the card's title as typed, its status and version. */
export function EditorHeader({ card, title }: { card: CardDetail; title: string }) {
  const name = title.trim() || "Untitled card";
  return (
    <header className="mx-auto w-full max-w-6xl px-4 pt-8 pb-5 sm:px-6">
      <Breadcrumbs items={[{ label: "My cards", to: "/card/my-cards" }, { label: "Edit card" }]} />
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1
          className={`text-2xl font-semibold text-balance break-words sm:text-3xl ${title.trim() ? "" : "text-slate-400"}`}
        >
          {name}
        </h1>
        <div className="flex flex-wrap gap-1.5">
          <CardStatusBadges
            status={card.status}
            isDeleted={card.isDeleted}
            hasUnpublishedChanges={card.hasUnpublishedChanges}
            showPublished
          />
        </div>
      </div>
      <p className="mt-1.5 text-sm text-slate-600">{describeVersion(card)}</p>
    </header>
  );
}
