import { ArrowUpRight } from "lucide-react";
import type { NavLink } from "@/config/navigation";

/** A link's text, with an arrow and a screen-reader note when the route forwards to another site. */
export function NavLinkLabel({ link }: { link: NavLink }) {
  return (
    <>
      {link.label}
      {link.external ? (
        <>
          <ArrowUpRight className="size-3.5 shrink-0 opacity-60" aria-hidden />
          <span className="sr-only"> (external site)</span>
        </>
      ) : null}
    </>
  );
}
