import { Mail } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { DialogContent } from "@/components/ui/dialog";
import { track } from "@/lib/analytics";
import { cn } from "@/lib/cn";
import {
  cardShareUrl,
  emailShareHref,
  linkedInShareHref,
  type ShareTarget,
  xShareHref,
} from "../lib/share-links";
import { CopyButton } from "./copy-button";

type ShareDialogProps = {
  target: ShareTarget;
  /** The published version shown, offered as a link of its own. */
  versionNumber: number | null;
};

/**
 * The Share dialog's content: a link to the card (or to the version shown) to copy, and the card
 * sent by e-mail, LinkedIn or X. Every way of sharing is recorded as a `share` event.
 */
export function ShareDialogContent({ target, versionNumber }: ShareDialogProps) {
  const id = useId();
  const [scope, setScope] = useState<"card" | "version">("card");
  const url = cardShareUrl(target.cardId, scope === "version" ? (versionNumber ?? undefined) : undefined);
  const handleShare = (method: string) => track("share", { cardId: target.cardId, method });

  return (
    <DialogContent title="Share this card" description={target.title}>
      {versionNumber ? (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Link to</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            <ScopeOption
              name={`${id}-scope`}
              checked={scope === "card"}
              onSelect={() => setScope("card")}
              title="This card"
              hint="Always opens the latest version"
            />
            <ScopeOption
              name={`${id}-scope`}
              checked={scope === "version"}
              onSelect={() => setScope("version")}
              title={`Version ${versionNumber}`}
              hint="The version you are reading"
            />
          </div>
        </fieldset>
      ) : null}
      <label htmlFor={`${id}-url`} className="mt-5 block text-sm font-medium text-slate-800">
        Link
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-url`}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 w-full min-w-0 rounded-lg border sm:flex-1 border-slate-300 bg-slate-50 px-3 text-sm text-slate-800 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30"
        />
        <CopyButton text={url} label="Copy link" onCopied={() => handleShare("copy_link")} />
      </div>

      <p className="mt-6 text-sm font-medium text-slate-800">Share via</p>
      <ul className="mt-2 grid grid-cols-1 gap-2 min-[420px]:grid-cols-3">
        <ShareLink href={emailShareHref(target, url)} onClick={() => handleShare("email")} icon={<Mail />}>
          E-mail
        </ShareLink>
        <ShareLink
          href={linkedInShareHref(url)}
          onClick={() => handleShare("linkedin")}
          icon={<LinkedInMark />}
          isExternal
        >
          LinkedIn
        </ShareLink>
        <ShareLink
          href={xShareHref(target, url)}
          onClick={() => handleShare("x")}
          icon={<XMark />}
          isExternal
        >
          X
        </ShareLink>
      </ul>
    </DialogContent>
  );
}

type ScopeOptionProps = { name: string; checked: boolean; onSelect: () => void; title: string; hint: string };

function ScopeOption({ name, checked, onSelect, title, hint }: ScopeOptionProps) {
  return (
    <label
      className={cn(
        "flex cursor-pointer gap-3 rounded-lg border px-3 py-2.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600",
        checked ? "border-brand-600 bg-brand-50" : "border-slate-200 hover:bg-slate-50",
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className="mt-1 accent-brand-600"
      />
      <span>
        <span className="block font-medium text-slate-900">{title}</span>{" "}
        <span className="block text-xs text-slate-600">{hint}</span>
      </span>
    </label>
  );
}

type ShareLinkProps = {
  href: string;
  onClick: () => void;
  icon: ReactNode;
  isExternal?: boolean;
  children: string;
};

function ShareLink({ href, onClick, icon, isExternal, children }: ShareLinkProps) {
  return (
    <li>
      <a
        href={href}
        onClick={onClick}
        {...(isExternal ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        className="flex h-10 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&_svg]:size-4"
      >
        <span aria-hidden className="grid place-items-center">
          {icon}
        </span>
        {isExternal ? (
          <>
            {children} <span className="sr-only">(opens in a new tab)</span>
          </>
        ) : (
          children
        )}
      </a>
    </li>
  );
}

/** LinkedIn's "in" mark (lucide has no brand icons). */
function LinkedInMark() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" fill="currentColor" className="text-[#0a66c2]">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
    </svg>
  );
}

/** X's mark. */
function XMark() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" fill="currentColor">
      <path d="M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.4l-5.8-7.58-6.63 7.58H.48l8.6-9.83L0 1.15h7.59l5.24 6.93 6.07-6.93Zm-1.29 19.5h2.04L6.48 3.24H4.3l13.31 17.41Z" />
    </svg>
  );
}
