import { LoadOnUse } from "@/components/ui/load-on-use";
import { onDemand } from "@/lib/on-demand";
import type { VersionsPopoverProps } from "./versions-popover";
import { VersionsTriggerLabel, versionsTriggerClass } from "./versions-trigger";

const popoverModule = onDemand(() => import("./versions-popover").then((module) => module.VersionsPopover));

/**
 * "Version 3 · published 12 Nov 2026" on a card page. The popover listing the published versions
 * (Radix Popover) loads on the first pointer or focus on the button and opens with the first press
 * (issue 12, decisions 0021 and 0025).
 */
export function VersionsButton(props: Omit<VersionsPopoverProps, "defaultOpen" | "hasFocus">) {
  return (
    <LoadOnUse
      part={popoverModule}
      placeholder={(trigger) => (
        <button type="button" className={versionsTriggerClass} {...trigger}>
          <VersionsTriggerLabel versionNumber={props.versionNumber} publishedAt={props.publishedAt} />
        </button>
      )}
    >
      {(VersionsPopover, openAsked) => (
        <VersionsPopover {...props} defaultOpen={openAsked} hasFocus={openAsked} />
      )}
    </LoadOnUse>
  );
}
