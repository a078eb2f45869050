import type { CardDetail } from "@keen/contracts";
import { Quote, Share2 } from "lucide-react";
import { lazy, useState } from "react";
import { Button } from "@/components/ui/button";
import { DeferredDialogContent } from "@/components/ui/deferred-dialog-content";
import { Dialog, DialogTrigger } from "@/components/ui/dialog";
import type { ShareTarget } from "../lib/share-links";

// The dialogs load when opened (preloaded when the pointer or focus reaches their button).
const loadShareDialog = () => import("./share-dialog");
const loadCiteDialog = () => import("./cite-dialog");
const preloadShareDialog = () => void loadShareDialog();
const preloadCiteDialog = () => void loadCiteDialog();
const ShareDialogContent = lazy(() =>
  loadShareDialog().then(({ ShareDialogContent }) => ({ default: ShareDialogContent })),
);
const CiteDialogContent = lazy(() =>
  loadCiteDialog().then(({ CiteDialogContent }) => ({ default: CiteDialogContent })),
);

type ShareButtonProps = ShareTarget & {
  /** The published version shown (null for a draft never published). */
  versionNumber: number | null;
  className?: string;
};

/** "Share" on a card page, opening the Share dialog. */
export function ShareButton({ versionNumber, className, ...target }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild onPointerEnter={preloadShareDialog} onFocus={preloadShareDialog}>
        <Button variant="outline" className={className}>
          <Share2 aria-hidden />
          Share
        </Button>
      </DialogTrigger>
      <DeferredDialogContent open={open} title="Share this card">
        <ShareDialogContent target={target} versionNumber={versionNumber} />
      </DeferredDialogContent>
    </Dialog>
  );
}

type CiteButtonProps = {
  cardId: string;
  title: string;
  /** The published version shown; without one a card cannot be cited and no button shows. */
  versionNumber: number | null;
  className?: string;
};

/** "Cite" on a published card's page, opening the Cite dialog for the version shown. */
export function CiteButton({ cardId, title, versionNumber, className }: CiteButtonProps) {
  const [open, setOpen] = useState(false);
  if (!versionNumber) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild onPointerEnter={preloadCiteDialog} onFocus={preloadCiteDialog}>
        <Button variant="outline" className={className}>
          <Quote aria-hidden />
          Cite
        </Button>
      </DialogTrigger>
      <DeferredDialogContent open={open} title="Cite this card" size="lg">
        <CiteDialogContent cardId={cardId} title={title} versionNumber={versionNumber} />
      </DeferredDialogContent>
    </Dialog>
  );
}

type ShareableCard = Pick<
  CardDetail,
  "id" | "title" | "summary" | "status" | "version" | "isDeleted" | "versionNumber" | "latestVersionNumber"
>;

/**
 * Share and Cite for a card page: only for a published card (a draft's link would open nothing for
 * others); Cite offers the version shown, or the latest published one while its draft is shown.
 */
export function CardShareActions({ card }: { card: ShareableCard }) {
  if (card.status !== "published" || card.isDeleted) return null;
  const title = card.title.trim() || "Untitled card";
  const versionNumber = card.version === "published" ? card.versionNumber : card.latestVersionNumber;
  return (
    <>
      <ShareButton cardId={card.id} title={title} summary={card.summary} versionNumber={versionNumber} />
      <CiteButton cardId={card.id} title={title} versionNumber={versionNumber} />
    </>
  );
}
