import { ArrowRight } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { Link } from "react-router";
import { NavLinkLabel } from "@/components/layout/nav-link-label";
import { megaMenuGroups } from "@/config/explore-groups";

/** The Explore mega-menu: all six groups of spec §2 in a grid, plus a link to the /explore hub. */
export function MegaMenuPanel() {
  return (
    <div className="mx-auto w-full max-w-6xl overflow-hidden rounded-b-2xl border border-t-0 border-slate-200 bg-white shadow-(--shadow-pop)">
      <div className="grid gap-x-8 gap-y-6 p-7 md:grid-cols-3">
        {megaMenuGroups.map((group) => (
          <section key={group.id} aria-labelledby={`mega-${group.id}`}>
            <div className="flex items-center gap-2.5">
              <span className="grid size-8 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <group.icon className="size-4" aria-hidden />
              </span>
              <h2 id={`mega-${group.id}`} className="font-sans text-sm font-semibold text-slate-900">
                {group.title}
              </h2>
            </div>
            <p className="mt-2 text-xs leading-5 text-slate-600">{group.description}</p>
            <ul className="mt-3 space-y-0.5">
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavigationMenu.Link asChild>
                    <Link
                      to={link.to}
                      className="-mx-2 flex items-center gap-1 rounded-md px-2 py-1 text-sm text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50"
                    >
                      <NavLinkLabel link={link} />
                    </Link>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-slate-50 px-7 py-4">
        <p className="text-sm text-slate-600">Prefer an overview? See every section on one page.</p>
        <NavigationMenu.Link asChild>
          <Link
            to="/explore"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            Everything in Explore <ArrowRight className="size-4" aria-hidden />
          </Link>
        </NavigationMenu.Link>
      </div>
    </div>
  );
}
