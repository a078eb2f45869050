import { Spinner } from "@/components/ui/spinner";
import { AuthScreen } from "./auth-screen";

/** The small card shown while the browser is on its way to the identity provider. */
export function RedirectingScreen({ label = "Redirecting to sign in…" }: { label?: string }) {
  return (
    <AuthScreen title={label}>
      <div className="flex items-center gap-3 text-sm text-slate-600">
        <Spinner size="sm" label="" />
        <span>You'll come straight back here afterwards.</span>
      </div>
    </AuthScreen>
  );
}
