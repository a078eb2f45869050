import { useEffect, useLayoutEffect } from "react";
import { dismissEarlyPage } from "@/lib/early-page";
import { describeEnvProblems, type EnvResult } from "@/lib/env";

type Problems = Extract<EnvResult, { success: false }>;

/** Replaces the app when its settings are incomplete (spec §5), naming every missing variable. */
export function StartupErrorScreen({ problems }: { problems: Problems }) {
  useLayoutEffect(dismissEarlyPage, []);
  useEffect(() => {
    console.error(`KEEN Cards cannot start.\n${describeEnvProblems(problems)}`);
  }, [problems]);

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center px-6 py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-red-700">Start-up error</p>
      <h1 className="mt-2 text-3xl font-semibold">KEEN Cards cannot start</h1>
      <p className="mt-3 text-slate-600">
        The app's configuration is incomplete. Set the variables below in the web server's environment (they
        are served to the browser as <code className="font-mono text-sm">/config.js</code>) and reload.
      </p>
      {problems.missing.length > 0 ? (
        <section className="mt-6" aria-labelledby="missing-vars">
          <h2 id="missing-vars" className="font-sans text-sm font-semibold text-slate-900">
            Missing environment variables
          </h2>
          <ul className="mt-2 space-y-1 rounded-lg border border-red-200 bg-red-50 p-4 font-mono text-sm text-red-900">
            {problems.missing.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {problems.invalid.length > 0 ? (
        <section className="mt-6" aria-labelledby="invalid-vars">
          <h2 id="invalid-vars" className="font-sans text-sm font-semibold text-slate-900">
            Invalid values
          </h2>
          <ul className="mt-2 space-y-1 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
            {problems.invalid.map(({ name, message }) => (
              <li key={name}>
                <span className="font-mono">{name}</span>: {message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
