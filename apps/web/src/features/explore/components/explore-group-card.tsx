import { Link } from "react-router";
import { NavLinkLabel } from "@/components/layout/nav-link-label";
import { Card } from "@/components/ui/card";
import type { NavGroup } from "@/config/navigation";

/** One Explore group as a card: icon, title, what it covers and its links. */
export function ExploreGroupCard({ group }: { group: NavGroup }) {
  return (
    <Card className="flex h-full flex-col p-6">
      <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <group.icon className="size-5" aria-hidden />
      </span>
      <h2 className="mt-4 text-xl font-semibold">{group.title}</h2>
      <p className="mt-1.5 text-sm leading-6 text-slate-600">{group.description}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {group.links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex items-center gap-1 rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-700 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
            >
              <NavLinkLabel link={link} />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
