import type { InstitutionDetail } from "@keen/contracts";
import { Award, LayoutGrid, type LucideIcon, Sparkles, Star } from "lucide-react";
import type { InstitutionListKind } from "../api/institution-list-kinds";

export type ListConfig = {
  title: string;
  /** The singular/plural nouns for messages ("fellow", "fellows"). */
  noun: [string, string];
  description: string;
  icon: LucideIcon;
  emptyText: string;
};

/** How each of the four lists is named and explained in the editor. */
export const listConfigs: Record<InstitutionListKind, ListConfig> = {
  featuredCards: {
    title: "Featured cards",
    noun: ["featured card", "featured cards"],
    description: "Published cards shown on the institution’s page, in this order.",
    icon: LayoutGrid,
    emptyText: "No featured cards yet. Add published cards from the institution’s faculty.",
  },
  keenLeaders: {
    title: "KEEN leaders",
    noun: ["KEEN leader", "KEEN leaders"],
    description: "Faculty who lead the entrepreneurial-mindset work on campus.",
    icon: Star,
    emptyText: "No KEEN leaders yet.",
  },
  fellows: {
    title: "Fellows",
    noun: ["fellow", "fellows"],
    description: "KEEN fellows from this institution. You can add several at once.",
    icon: Award,
    emptyText: "No fellows yet.",
  },
  risingStars: {
    title: "Rising stars",
    noun: ["rising star", "rising stars"],
    description: "Early-career faculty whose teaching stands out.",
    icon: Sparkles,
    emptyText: "No rising stars yet.",
  },
};

/** Name of an entry of any list, for labels and messages. */
export function entryLabel(item: InstitutionDetail[InstitutionListKind][number]): string {
  return "userId" in item ? item.name : item.title.trim() || "Untitled card";
}

/** "1 fellow" / "3 fellows". */
export function countOf(config: ListConfig, count: number): string {
  return `${count} ${count === 1 ? config.noun[0] : config.noun[1]}`;
}
