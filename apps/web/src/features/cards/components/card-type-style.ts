import { BookOpen, ClipboardCheck, type LucideIcon, Network, Shapes, Sparkles } from "lucide-react";

export type CardTypeStyle = {
  icon: LucideIcon;
  /** Background of the cover placeholder (a soft gradient). */
  cover: string;
  /** Colour of the placeholder's icon and pattern. */
  ink: string;
  /** Small dot beside the type label. */
  dot: string;
};

const styles: Record<string, CardTypeStyle> = {
  general: {
    icon: Shapes,
    cover: "from-slate-100 to-slate-200",
    ink: "text-slate-500",
    dot: "bg-slate-500",
  },
  activity: {
    icon: Sparkles,
    cover: "from-emerald-50 to-teal-100",
    ink: "text-teal-700",
    dot: "bg-teal-600",
  },
  course: {
    icon: BookOpen,
    cover: "from-brand-50 to-brand-200",
    ink: "text-brand-700",
    dot: "bg-brand-600",
  },
  program: {
    icon: Network,
    cover: "from-violet-50 to-violet-200",
    ink: "text-violet-700",
    dot: "bg-violet-600",
  },
  assessment: {
    icon: ClipboardCheck,
    cover: "from-amber-50 to-amber-100",
    ink: "text-amber-700",
    dot: "bg-amber-600",
  },
};

const fallbacks = [styles.course, styles.activity, styles.program, styles.assessment] as CardTypeStyle[];

/**
 * The colours and icon of a card type, used where a card has no cover image. Admin-added types get
 * one of the palette's styles, chosen by their name so the same type always looks the same.
 */
export function getCardTypeStyle(typeName: string | null | undefined): CardTypeStyle {
  const key = (typeName ?? "general").trim().toLowerCase();
  const known = styles[key];
  if (known) return known;
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return fallbacks[hash % fallbacks.length] as CardTypeStyle;
}
