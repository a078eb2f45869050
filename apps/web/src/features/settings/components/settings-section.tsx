import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";

type SettingsSectionProps = {
  title: string;
  description: string;
  icon: LucideIcon;
  panelTitle: string;
  panelText: string;
  actions?: ReactNode;
};

/** One settings page: its heading and the panel where its form will live. */
export function SettingsSection({
  title,
  description,
  icon,
  panelTitle,
  panelText,
  actions,
}: SettingsSectionProps) {
  return (
    <section aria-labelledby="settings-title">
      <h2 id="settings-title" className="text-2xl font-semibold">
        {title}
      </h2>
      <p className="mt-1.5 mb-6 text-slate-600">{description}</p>
      <EmptyState icon={icon} title={panelTitle} description={panelText} actions={actions} />
    </section>
  );
}
