import type { CardDetail } from "@keen/contracts";
import { unitOfPath } from "@keen/contracts";
import { useQuery } from "@tanstack/react-query";
import { memo, useMemo } from "react";
import { cardQueryOptions } from "@/features/cards/api/get-card";
import { CardReviewPanel } from "@/features/reviews";
import { ConflictBanner } from "./components/conflict-banner";
import { EditorBar } from "./components/editor-bar";
import { EditorHeader } from "./components/editor-header";
import { EditorSkeleton } from "./components/editor-skeleton";
import { RestoreBanner } from "./components/restore-banner";
import { SectionNav } from "./components/section-nav";
import { EditorProvider } from "./editor-context";
import { useBeforeUnload } from "./hooks/use-before-unload";
import { type DraftMode, type DraftModeSettings, useDraftMode } from "./hooks/use-draft-mode";
import { type DraftStoreSettings, useDraftStore } from "./hooks/use-draft-store";
import { useInlineImages } from "./hooks/use-inline-images";
import { useLocalDraft } from "./hooks/use-local-draft";
import { usePresence } from "./hooks/use-presence";
import { type DraftSnapshot, hasUnsavedChanges, saveStatusOf } from "./lib/draft-state";
import { sectionOfUnit } from "./lib/field-labels";
import { AttributesSection } from "./sections/attributes-section";
import { DetailsSection } from "./sections/details-section";
import { OutcomesSection } from "./sections/outcomes-section";
import { PeopleSection } from "./sections/people-section";
import { ResourcesSection } from "./sections/resources-section";

/** Sections holding a field that is invalid or in conflict (flagged in the section nav). */
function flaggedSections(snapshot: DraftSnapshot): Set<string> {
  const paths = [
    ...Object.keys(snapshot.errors),
    ...snapshot.held,
    ...(snapshot.conflict?.fields.map((f) => f.field) ?? []),
  ];
  return new Set(
    paths.flatMap((path) => {
      const unit = unitOfPath(path);
      return unit ? [sectionOfUnit(unit)] : [];
    }),
  );
}

/**
 * The sections subscribe to their own fields, so a keystroke re-renders the field it changed,
 * not the whole editor.
 */
const Sections = memo(function Sections() {
  return (
    <>
      <DetailsSection />
      <OutcomesSection />
      <ResourcesSection />
      <AttributesSection />
      <PeopleSection />
    </>
  );
});

export type CardEditorSettings = DraftStoreSettings & DraftModeSettings;
type CardEditorProps = { card: CardDetail; settings?: CardEditorSettings };

/**
 * The sectioned card editor. Co-authors edit the draft together live (everyone's changes merge
 * as they type, with their carets and who is here shown); when the live document can't be
 * joined, every change autosaves over REST instead (debounced, only changed fields, with the
 * revision it was based on), unsaved changes survive a closed tab and conflicts are resolved by
 * the person. The lifecycle actions follow the server's abilities.
 */
export function CardEditor({ card, settings }: CardEditorProps) {
  const mode = useDraftMode(card.id, settings);
  if (mode.kind === "choosing") return <EditorSkeleton />;
  return <DraftEditor key={mode.kind} card={card} mode={mode} settings={settings} />;
}

type DraftEditorProps = { card: CardDetail; mode: Exclude<DraftMode, { kind: "choosing" }> };

function DraftEditor({ card: loaded, mode, settings }: DraftEditorProps & { settings?: DraftStoreSettings }) {
  const { store, snapshot } = useDraftStore(loaded, mode, settings);
  const collab = mode.kind === "live" ? mode.session : null;
  const local = useLocalDraft(store, !collab);
  const people = usePresence(collab);
  const card = useQuery(cardQueryOptions(loaded.id, "draft")).data ?? loaded;
  const images = useInlineImages(loaded.id);
  const status = saveStatusOf(snapshot);
  const flagged = useMemo(() => flaggedSections(snapshot), [snapshot]);
  useBeforeUnload(hasUnsavedChanges(snapshot));

  const context = useMemo(
    () => ({ store, collab, card, uploadImage: images.uploadImage, imageSrc: images.imageSrc }),
    [store, collab, card, images.uploadImage, images.imageSrc],
  );

  return (
    <EditorProvider value={context}>
      <EditorHeader card={card} title={snapshot.local.title} />
      <EditorBar
        card={card}
        store={store}
        snapshot={snapshot}
        status={status}
        flagged={flagged}
        people={people}
      />
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <div className="hidden lg:block">
          <SectionNav flagged={flagged} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {snapshot.conflict ? (
            <ConflictBanner
              snapshot={snapshot}
              onKeepMine={() => store.resolveConflict("mine")}
              onUseTheirs={() => store.resolveConflict("theirs")}
            />
          ) : null}
          {local.offer ? (
            <RestoreBanner draft={local.offer} onRestore={local.restore} onDiscard={local.discard} />
          ) : null}
          <CardReviewPanel
            cardId={card.id}
            canSubmit={card.abilities.publish && !card.isDeleted}
            onBeforeSubmit={() => store.saveNow()}
          />
          <Sections />
        </div>
      </div>
    </EditorProvider>
  );
}
