import { ChevronDown, History } from "lucide-react";
import { type ComponentType, useRef, useState } from "react";
import { formatCardDate } from "../components/format-date";
import type { VersionsPopoverProps } from "./versions-popover";

/** Classes of the "Version N · published …" trigger, before and after the popover's code loaded. */
export const versionsTriggerClass =
  "inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 -mx-1.5 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100";

/** The trigger's text: the version and when it was published. */
export function VersionsTriggerLabel({
  versionNumber,
  publishedAt,
}: {
  versionNumber: number;
  publishedAt: string | null;
}) {
  const published = formatCardDate(publishedAt);
  return (
    <>
      <History className="size-3.5 text-slate-500" aria-hidden />
      Version {versionNumber}
      {published ? ` · published ${published}` : null}
      <ChevronDown className="size-3.5 text-slate-500" aria-hidden />
    </>
  );
}

let VersionsPopover: ComponentType<VersionsPopoverProps> | undefined;
let loading: Promise<void> | undefined;

function loadPopover(): Promise<void> {
  loading ??= import("./versions-popover").then((module) => {
    VersionsPopover = module.VersionsPopover;
  });
  return loading;
}

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
    void loadPopover().then(() =>
      setPopover({
        defaultOpen: isOpenAsked.current,
        hasFocus: document.activeElement === buttonRef.current,
      }),
    );
  };

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
