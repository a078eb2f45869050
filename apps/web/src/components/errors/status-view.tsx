import { ArrowLeft, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { DocumentTitle } from "@/components/layout/document-title";
import { Button, type ButtonProps } from "@/components/ui/button";
import { cn } from "@/lib/cn";

const tones = {
  brand: "bg-brand-50 text-brand-700 ring-brand-200",
  warning: "bg-amber-50 text-amber-800 ring-amber-200",
} as const;

type StatusViewProps = {
  /** A round icon above the heading… */
  icon?: LucideIcon;
  tone?: keyof typeof tones;
  /** …or a large status number ("404") instead. */
  code?: string;
  /** Small label above the heading, e.g. "Error 403". */
  eyebrow?: string;
  title: string;
  /** The browser tab title; defaults to the heading. */
  documentTitle?: string;
  description: ReactNode;
  /** The ways onward (buttons), centred in a wrapping row. */
  actions: ReactNode;
  role?: "alert";
  className?: string;
};

/**
 * The centred page shown when a page cannot be shown (not found, no access, switched off): what
 * happened, why, and the ways onward. Every such page shares this look.
 */
export function StatusView({
  icon: Icon,
  tone = "brand",
  code,
  eyebrow,
  title,
  documentTitle,
  description,
  actions,
  role,
  className,
}: StatusViewProps) {
  return (
    <div
      role={role}
      className={cn("mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center sm:py-28", className)}
    >
      <DocumentTitle title={documentTitle ?? title} />
      {code ? (
        <p className="font-serif text-7xl font-semibold text-brand-200 sm:text-8xl" aria-hidden>
          {code}
        </p>
      ) : Icon ? (
        <span className={cn("grid size-16 place-items-center rounded-full ring-1", tones[tone])}>
          <Icon className="size-8" aria-hidden />
        </span>
      ) : null}
      {eyebrow ? (
        <p className="mt-6 text-xs font-semibold tracking-wider text-slate-500 uppercase">{eyebrow}</p>
      ) : null}
      <h1
        className={cn(
          "text-3xl font-semibold text-balance sm:text-4xl",
          eyebrow ? "mt-2" : code ? "mt-4" : "mt-6",
        )}
      >
        {title}
      </h1>
      <div className="mt-3 text-lg leading-8 text-pretty text-slate-600">{description}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}

/** "Go back": one page back, or home when this is the first page of the session (nothing to go back to). */
export function GoBackButton() {
  const { key } = useLocation();
  const navigate = useNavigate();
  // The first entry of a session has the key "default".
  const handleBack = () => void (key === "default" ? navigate("/") : navigate(-1));
  return (
    <Button variant="outline" onClick={handleBack}>
      <ArrowLeft aria-hidden />
      Go back
    </Button>
  );
}

type StatusLinkProps = {
  to: string;
  icon?: LucideIcon;
  variant?: ButtonProps["variant"];
  children: ReactNode;
};

/** One way onward from a status page: a button-styled link with an optional icon. */
export function StatusLink({ to, icon: Icon, variant, children }: StatusLinkProps) {
  return (
    <Button asChild variant={variant}>
      <Link to={to}>
        {Icon ? <Icon aria-hidden /> : null}
        {children}
      </Link>
    </Button>
  );
}
