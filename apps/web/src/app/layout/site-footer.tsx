import { Link } from "react-router";
import { NavLinkLabel } from "@/components/layout/nav-link-label";
import { footerLinks, type NavLink } from "@/config/navigation";
import { LogoMark } from "./logo";

function FooterColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-sans text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex items-center gap-1 rounded text-sm text-slate-600 hover:text-brand-700 hover:underline"
            >
              <NavLinkLabel link={link} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site footer: a short blurb, help and legal links (spec §2), and the copyright line. */
export function SiteFooter() {
  return (
    <footer className="below-fold border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.6fr_1fr_1fr]">
        <div className="col-span-2 max-w-sm md:col-span-1">
          <Link to="/" className="inline-flex items-center gap-2.5 rounded-lg" aria-label="KEEN Cards home">
            <LogoMark className="size-7" />
            <span className="font-serif text-lg font-semibold text-slate-900">KEEN Cards</span>
          </Link>
          <p className="mt-3 text-sm leading-6 text-slate-600">
            A shared library of classroom-tested teaching cards, written and reviewed by engineering educators
            who want students to leave with curiosity, connections and the habit of creating value.
          </p>
        </div>
        <FooterColumn title="Help" links={footerLinks.help} />
        <FooterColumn title="Legal" links={footerLinks.legal} />
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-slate-600 sm:px-6">
          © {new Date().getFullYear()} KEEN Cards. Teaching materials remain the work of their authors.
        </p>
      </div>
    </footer>
  );
}
