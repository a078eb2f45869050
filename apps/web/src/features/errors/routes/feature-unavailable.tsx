import { ArrowLeft, Home, Wrench } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";

const featureNames: Record<string, string> = {
  "/feedback": "Feedback",
  "/report-problem": "Report a problem",
};

/** Route module for routes the spec marks disabled (/feedback, /report-problem). */
export function Component() {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const name = featureNames[pathname] ?? "This feature";
  // The first entry of a session has the key "default": there is no in-app page to go back to.
  const handleBack = () => void (key === "default" ? navigate("/") : navigate(-1));

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-200">
        <Wrench className="size-7" aria-hidden />
      </span>
      <h1 className="mt-5 text-3xl font-semibold">{name} is unavailable for now</h1>
      <p className="mt-3 text-lg leading-8 text-slate-600">
        We have switched this form off while we improve it. In the meantime, the community team is happy to
        hear from you through the contact form.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={handleBack}>
          <ArrowLeft aria-hidden />
          Go back
        </Button>
        <Button asChild variant="ghost">
          <Link to="/contact-us">Contact us</Link>
        </Button>
        <Button asChild>
          <Link to="/">
            <Home aria-hidden />
            Home
          </Link>
        </Button>
      </div>
    </div>
  );
}
