import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { AuthScreen } from "./auth-screen";

/** Shown instead of an admin page to a signed-in member who is not an admin (403). */
export function ForbiddenScreen() {
  return (
    <AuthScreen
      icon={ShieldAlert}
      tone="warning"
      title="You don't have access to this page"
      description={
        <p>
          This area is for platform administrators. If you think you should have access, ask an administrator
          to update your role.
        </p>
      }
    >
      <p className="mb-4 text-xs font-medium uppercase tracking-wide text-slate-500">Error 403</p>
      <Button asChild className="w-full">
        <Link to="/">Go to home</Link>
      </Button>
    </AuthScreen>
  );
}
