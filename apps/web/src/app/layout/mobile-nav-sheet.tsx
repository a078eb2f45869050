import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { Link } from "react-router";
import { NavLinkLabel } from "@/components/layout/nav-link-label";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { megaMenuGroups } from "@/config/explore-groups";
import { getMainNavLinks, type NavLink } from "@/config/navigation";
import { useAuthActions, useCurrentUser } from "@/features/auth";
import { MobileAccountSection } from "./mobile-account-section";

function SheetLink({ link }: { link: NavLink }) {
  return (
    <Link
      to={link.to}
      className="flex items-center gap-1 rounded-lg px-3 py-2.5 text-[0.9375rem] text-slate-800 hover:bg-slate-100"
    >
      <NavLinkLabel link={link} />
    </Link>
  );
}

/**
 * The mobile navigation's side sheet (Radix dialog, focus trapped, Escape closes it). Loaded on the
 * first tap of the menu button (`mobile-nav.tsx`); closing hands focus back to that button.
 */
export function MobileNavSheet({
  isOpen,
  onOpenChange,
  onClosed,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onClosed: () => void;
}) {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const { signIn, signUp } = useAuthActions();
  return (
    <Sheet open={isOpen} onOpenChange={onOpenChange}>
      <SheetContent
        aria-describedby="mobile-nav-description"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <div className="border-b border-slate-200 px-5 py-4">
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription id="mobile-nav-description" className="sr-only">
            Site navigation
          </SheetDescription>
        </div>
        <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
          {!isAuthenticated && !isLoading ? (
            <div className="mb-4 grid grid-cols-2 gap-2 px-2">
              <Button variant="outline" onClick={() => void signIn()}>
                Log in
              </Button>
              <Button onClick={() => void signUp()}>Sign up</Button>
            </div>
          ) : null}
          <ul className="space-y-0.5">
            {getMainNavLinks(isAuthenticated).map((link) => (
              <li key={link.to} className="font-medium">
                <SheetLink link={link} />
              </li>
            ))}
          </ul>
          <h2 className="mt-6 mb-1 px-3 font-sans text-xs font-semibold tracking-wider text-slate-500 uppercase">
            Explore
          </h2>
          <Accordion.Root type="multiple" className="space-y-0.5">
            {megaMenuGroups.map((group) => (
              <Accordion.Item key={group.id} value={group.id}>
                <Accordion.Header>
                  <Accordion.Trigger className="group flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left font-sans text-[0.9375rem] font-medium text-slate-800 hover:bg-slate-100">
                    <group.icon className="size-4 text-brand-700" aria-hidden />
                    <span className="flex-1">{group.title}</span>
                    <ChevronDown
                      className="size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                      aria-hidden
                    />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content>
                  <ul className="mb-2 ml-5 border-l border-slate-200 pl-2">
                    {group.links.map((link) => (
                      <li key={link.to}>
                        <SheetLink link={link} />
                      </li>
                    ))}
                  </ul>
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
          <Link
            to="/explore"
            className="mt-1 block rounded-lg px-3 py-2.5 text-sm font-semibold text-brand-700"
          >
            Everything in Explore
          </Link>
        </nav>
        {isAuthenticated ? <MobileAccountSection /> : null}
      </SheetContent>
    </Sheet>
  );
}
