import { Link } from "react-router";
import { NavLinkLabel } from "@/components/layout/nav-link-label";
import type { NavLink } from "@/config/navigation";
import { cn } from "@/lib/cn";

type SectionLinksProps = { title: string; links: NavLink[]; currentPath: string };

/** "In this section": the sibling pages of a content page, the current one marked. */
export function SectionLinks({ title, links, currentPath }: SectionLinksProps) {
  return (
    <nav aria-label={title} className="rounded-(--radius-card) border border-slate-200 bg-white p-5">
      <h2 className="font-sans text-xs font-semibold tracking-wider text-slate-500 uppercase">{title}</h2>
      <ul className="mt-3 space-y-0.5">
        {links.map((link) => {
          const isCurrent = link.to === currentPath;
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "-mx-2 flex items-center gap-1 rounded-md border-l-2 border-transparent px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50 hover:text-brand-800",
                  isCurrent && "border-brand-600 bg-brand-50 font-semibold text-brand-800",
                )}
              >
                <NavLinkLabel link={link} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
