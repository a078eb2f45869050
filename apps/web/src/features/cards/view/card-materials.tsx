import type { CardDetail } from "@keen/contracts";
import { Paperclip } from "lucide-react";
import { Link } from "react-router";
import { useCardAttachments } from "../api/get-card-attachments";
import { DownloadAllButton } from "./download-all-button";

/** Sidebar box: how many files the card has, "Download all (.zip)", and a way to the list. */
export function CardMaterials({ card }: { card: CardDetail }) {
  const attachments = useCardAttachments(card.id, card.version);
  const count = attachments.data?.length ?? 0;
  if (!count) return null;
  return (
    <section
      aria-labelledby="card-materials-title"
      className="rounded-(--radius-card) border border-brand-100 bg-brand-50/50 p-5"
    >
      <h2
        id="card-materials-title"
        className="flex items-center gap-2 font-sans text-sm font-semibold text-slate-900"
      >
        <Paperclip className="size-4 text-brand-700" aria-hidden />
        Materials
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {count === 1 ? "1 file" : `${count} files`} ready to use.{" "}
        <Link to={`/card/${card.id}/resources`} className="font-medium text-brand-700 hover:underline">
          See them
        </Link>
      </p>
      <DownloadAllButton card={card} fileCount={count} className="mt-4 [&_button]:w-full" />
    </section>
  );
}
