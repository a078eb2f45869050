import type { CardSummary } from "@keen/contracts";
import type { ReactNode } from "react";
import { CardTile } from "@/features/cards";

type DashboardCardListProps = {
  cards: CardSummary[] | undefined;
  /** Shown when there are no cards. */
  empty: ReactNode;
  showStatus?: boolean;
};

/** Up to four compact card tiles inside a dashboard panel, or its empty state. */
export function DashboardCardList({ cards, empty, showStatus }: DashboardCardListProps) {
  if (!cards?.length) return <>{empty}</>;
  return (
    <ul className="space-y-3">
      {cards.map((card) => (
        <li key={card.id}>
          <CardTile card={card} variant="compact" showStatus={showStatus} className="shadow-none" />
        </li>
      ))}
    </ul>
  );
}
