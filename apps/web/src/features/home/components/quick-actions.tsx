import { ArrowRight, FolderOpen, PenLine, Search } from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";

const actions = [
  {
    to: "/card/create",
    icon: PenLine,
    title: "Create a card",
    text: "Start a draft; only you and your co-authors see it until you publish.",
    isPrimary: true,
  },
  {
    to: "/card/my-cards",
    icon: FolderOpen,
    title: "My cards",
    text: "Your drafts, published cards and reviews.",
  },
  { to: "/search", icon: Search, title: "Search", text: "Find cards and members by topic, course or name." },
];

/** The member dashboard's three main shortcuts. */
export function QuickActions() {
  return (
    <nav aria-label="Quick actions">
      <ul className="grid gap-4 sm:grid-cols-3">
        {actions.map((action) => (
          <li key={action.to}>
            <Link
              to={action.to}
              className={cn(
                "group flex h-full flex-col rounded-(--radius-card) border p-5 shadow-(--shadow-card) transition-all motion-safe:hover:-translate-y-0.5 hover:shadow-(--shadow-pop)",
                action.isPrimary
                  ? "border-brand-700 bg-brand-600 text-white"
                  : "border-slate-200 bg-white text-slate-900",
              )}
            >
              <span className="flex items-center justify-between">
                <action.icon
                  className={cn("size-5", action.isPrimary ? "text-white" : "text-brand-700")}
                  aria-hidden
                />
                <ArrowRight
                  className="size-4 opacity-60 transition-transform group-hover:translate-x-0.5"
                  aria-hidden
                />
              </span>
              <span className="mt-4 font-semibold">{action.title}</span>
              <span
                className={cn(
                  "mt-1 text-sm leading-6",
                  action.isPrimary ? "text-brand-50" : "text-slate-600",
                )}
              >
                {action.text}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
