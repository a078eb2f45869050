import { Home, Wrench } from "lucide-react";
import { useLocation } from "react-router";
import { GoBackButton, StatusLink, StatusView } from "@/components/errors/status-view";

const featureNames: Record<string, string> = {
  "/feedback": "Feedback",
  "/report-problem": "Report a problem",
};

/** Route module for routes the spec marks disabled (/feedback, /report-problem). */
export function Component() {
  const { pathname } = useLocation();
  const name = featureNames[pathname] ?? "This feature";
  return (
    <StatusView
      icon={Wrench}
      title={`${name} is unavailable for now`}
      description={
        <p>
          We have switched this form off while we improve it. In the meantime, the community team is happy to
          hear from you through the contact form.
        </p>
      }
      actions={
        <>
          <GoBackButton />
          <StatusLink to="/contact-us" variant="ghost">
            Contact us
          </StatusLink>
          <StatusLink to="/" icon={Home}>
            Home
          </StatusLink>
        </>
      }
    />
  );
}
