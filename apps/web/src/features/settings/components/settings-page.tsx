import type { ReactNode } from "react";

type SettingsPageProps = { title: string; description: ReactNode; children: ReactNode };

/** One settings screen: its heading (h2 under the Settings h1), a lead sentence and its panels. */
export function SettingsPage({ title, description, children }: SettingsPageProps) {
  return (
    <section aria-labelledby="settings-title">
      <title>{`${title} · Settings · KEEN Cards`}</title>
      <h2 id="settings-title" className="text-2xl font-semibold">
        {title}
      </h2>
      <p className="mt-1.5 mb-6 max-w-prose text-slate-600">{description}</p>
      <div className="flex flex-col gap-6">{children}</div>
    </section>
  );
}
