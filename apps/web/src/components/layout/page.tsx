import { ChevronRight } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";

/** Centres page content at the site's reading width with responsive side padding. */
export function PageContainer({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14", className)} {...props} />;
}

export type Crumb = { label: string; to?: string };

/**
 * A breadcrumb trail; the last crumb is the current page. One line at any width: a long crumb is
 * cut short with an ellipsis (the current page's title is the heading right under it), rather
 * than the trail wrapping with its separator at the start of the next line.
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex min-w-0 items-center gap-1 text-sm whitespace-nowrap text-slate-600">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li
              key={item.label}
              className={cn("flex min-w-0 items-center gap-1", isLast ? "flex-1" : "shrink")}
            >
              {index > 0 ? <ChevronRight className="size-3.5 shrink-0 text-slate-400" aria-hidden /> : null}
              {item.to ? (
                <Link
                  to={item.to}
                  className={cn(
                    "truncate rounded hover:text-brand-700 hover:underline",
                    !isLast && "max-w-48",
                  )}
                >
                  {item.label}
                </Link>
              ) : isLast ? (
                <span aria-current="page" title={item.label} className="truncate font-medium text-slate-800">
                  {item.label}
                </span>
              ) : (
                <span className="max-w-48 truncate">{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  eyebrow?: string;
  breadcrumbs?: Crumb[];
  actions?: ReactNode;
  className?: string;
};

/** The top of a page: optional breadcrumbs and eyebrow, the page's single h1, a lead sentence, actions. */
export function PageHeader({
  title,
  description,
  eyebrow,
  breadcrumbs,
  actions,
  className,
}: PageHeaderProps) {
  return (
    <header className={cn("mb-10", className)}>
      {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
      <div className="mt-4 flex flex-wrap items-end justify-between gap-x-8 gap-y-5">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          ) : null}
          <h1 className="text-3xl font-semibold text-balance sm:text-4xl">{title}</h1>
          {description ? (
            <p className="mt-3 text-lg leading-8 text-pretty text-slate-600">{description}</p>
          ) : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </header>
  );
}
