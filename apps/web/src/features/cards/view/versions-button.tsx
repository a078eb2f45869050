import { useRef, useState } from "react";
import { onDemand } from "@/lib/on-demand";
import type { VersionsPopoverProps } from "./versions-popover";
import { VersionsTriggerLabel, versionsTriggerClass } from "./versions-trigger";

const popoverModule = onDemand(() => import("./versions-popover").then((module) => module.VersionsPopover));

/**
 * "Version 3 · published 12 Nov 2026" on a card page. The popover listing the published versions
 * (Radix Popover) loads on the first pointer, focus or click on the button (issue 12, decision
 * 0021); the button keeps its focus, and a click before the code arrived opens it once it has.
 */
export function VersionsButton(props: Omit<VersionsPopoverProps, "defaultOpen" | "hasFocus">) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [popover, setPopover] = useState<{ defaultOpen: boolean; hasFocus: boolean }>();
  const isOpenAsked = useRef(false);

  const handleWake = () => {
    void popoverModule.load().then(() =>
      setPopover({
        defaultOpen: isOpenAsked.current,
        hasFocus: document.activeElement === buttonRef.current,
      }),
    );
  };

  const VersionsPopover = popoverModule.loaded();
  if (popover && VersionsPopover) return <VersionsPopover {...props} {...popover} />;
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={false}
      className={versionsTriggerClass}
      onPointerEnter={handleWake}
      onFocus={handleWake}
      onClick={() => {
        isOpenAsked.current = true;
        handleWake();
      }}
    >
      <VersionsTriggerLabel versionNumber={props.versionNumber} publishedAt={props.publishedAt} />
    </button>
  );
}
