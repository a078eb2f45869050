import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { DocumentTitle } from "@/components/layout/document-title";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

type AuthScreenProps = {
  icon?: LucideIcon;
  tone?: "brand" | "warning" | "danger";
  title: string;
  description?: ReactNode;
  children?: ReactNode;
};

const toneClasses = {
  brand: "bg-brand-50 text-brand-700 ring-brand-100",
  warning: "bg-amber-50 text-amber-700 ring-amber-100",
  danger: "bg-red-50 text-red-700 ring-red-100",
};

/** The calm, centred card used by every sign-in related screen. */
export function AuthScreen({ icon: Icon, tone = "brand", title, description, children }: AuthScreenProps) {
  return (
    <div className="flex min-h-[70dvh] items-center justify-center px-4 py-12">
      <DocumentTitle title={title.replace(/…$/, "")} />
      <Card className="w-full max-w-md p-6 sm:p-8">
        {Icon ? (
          <div className={cn("mb-5 grid size-12 place-items-center rounded-full ring-8", toneClasses[tone])}>
            <Icon aria-hidden className="size-6" />
          </div>
        ) : null}
        <h1 className="text-2xl font-semibold">{title}</h1>
        {description ? <div className="mt-2 text-sm leading-6 text-slate-600">{description}</div> : null}
        {children ? <div className="mt-6">{children}</div> : null}
      </Card>
    </div>
  );
}
