import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "@/components/ui/button";

const loadSheet = () => import("./mobile-nav-sheet");
const MobileNavSheet = lazy(() => loadSheet().then(({ MobileNavSheet }) => ({ default: MobileNavSheet })));

/**
 * Navigation below 768 px: a menu button opening a side sheet with the main links and Explore groups.
 * The sheet's code loads when the button is first pointed at or tapped, not with every page.
 */
export function MobileNav() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Close the sheet once a link inside it has navigated.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only.
  useEffect(() => setIsOpen(false), [pathname]);

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="size-9 md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={() => void loadSheet()}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden />
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <MobileNavSheet isOpen={isOpen} onOpenChange={setIsOpen} onClosed={() => button.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
