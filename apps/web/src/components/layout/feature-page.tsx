import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { type Crumb, PageContainer, PageHeader } from "./page";

type FeaturePageProps = {
  title: string;
  description: string;
  eyebrow?: string;
  breadcrumbs?: Crumb[];
  icon: LucideIcon;
  /** Headline of the empty panel: what the visitor will find here. */
  panelTitle: string;
  panelText: ReactNode;
  actions?: ReactNode;
  /** Extra content between the header and the panel (tabs, a search field). */
  children?: ReactNode;
};

/**
 * A complete page for a screen whose data arrives with a later feature: title, what it is for,
 * an empty panel saying what will appear, and links onward. Never a blank page.
 */
export function FeaturePage({
  title,
  description,
  eyebrow,
  breadcrumbs,
  icon,
  panelTitle,
  panelText,
  actions,
  children,
}: FeaturePageProps) {
  return (
    <PageContainer>
      <PageHeader title={title} description={description} eyebrow={eyebrow} breadcrumbs={breadcrumbs} />
      {children}
      <EmptyState icon={icon} title={panelTitle} description={panelText} actions={actions} />
    </PageContainer>
  );
}
