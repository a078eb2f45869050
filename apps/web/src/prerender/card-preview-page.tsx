import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { Logo } from "@/app/layout/logo";
import { HeaderBar } from "@/app/layout/site-header";
import { Breadcrumbs, PageContainer } from "@/components/layout/page";
import { CardHeading } from "@/features/cards";

/** Where the server puts a card's title and summary, HTML-escaped (server/early-load/early-card-page.ts). */
export const cardPreviewSlots = { title: "%KEEN_CARD_TITLE%", summary: "%KEEN_CARD_SUMMARY%" } as const;

/**
 * The top of a card's page as its first render lays it out, with slots for the title and summary:
 * the server fills them from the card's public preview and sends it to a browser with a session,
 * which paints the card's heading before the app's JavaScript arrives (issue 12, decision 0026).
 * The app removes it when it draws the page (src/lib/early-page.ts). Runs in Node at build time.
 */
export function renderCardPreviewPage(): string {
  const { title, summary } = cardPreviewSlots;
  return renderToString(
    <MemoryRouter>
      <div className="flex min-h-dvh flex-col">
        <HeaderBar>
          <Logo isCompactOnPhones />
        </HeaderBar>
        <main className="flex-1">
          <PageContainer>
            <header className="mb-8">
              <Breadcrumbs items={[{ label: "Cards", to: "/card" }, { label: title }]} />
              <div className="mt-6 min-w-0 lg:max-w-[calc(100%-26rem)]">
                <div className="h-5" aria-hidden />
                <CardHeading title={title} summary={summary} />
              </div>
            </header>
          </PageContainer>
        </main>
      </div>
    </MemoryRouter>,
  );
}
