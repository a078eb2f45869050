import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import {
  AboutForm,
  DegreesEditor,
  InstitutionsEditor,
  LookupListEditor,
  PhotoEditor,
  PublicationsEditor,
  useCurrentMember,
} from "@/features/members";
import { SettingsPage } from "../components/settings-page";
import { SettingsPanel } from "../components/settings-panel";
import { PersonalInformationSkeleton } from "../personal-information/personal-information-skeleton";

/** Route module for `/settings/personal-information`: every profile field and list, each saved on its own. */
export function Component() {
  const { data: member, isError } = useCurrentMember();

  return (
    <SettingsPage
      title="Personal information"
      description={
        <>
          Your name, photo, background and work, as colleagues see them on{" "}
          <Link to="/members/me" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            your profile
          </Link>
          . Lists save as soon as you change them.
        </>
      }
    >
      {member ? (
        <>
          <SettingsPanel id="photo" title="Photo">
            <PhotoEditor member={member} />
          </SettingsPanel>
          <SettingsPanel
            id="about"
            title="About you"
            description="Your name as it appears on cards, your title and a short bio."
          >
            <AboutForm member={member} idPrefix="settings-about" />
          </SettingsPanel>
          <SettingsPanel
            id="institutions"
            title="Institutions"
            description="Where you teach or work. The first one is your primary institution."
          >
            <InstitutionsEditor member={member} />
          </SettingsPanel>
          <SettingsPanel
            id="disciplines"
            title="Disciplines"
            description="The fields you teach in. We use them to suggest cards and colleagues."
          >
            <LookupListEditor member={member} kind="Discipline" />
          </SettingsPanel>
          <SettingsPanel
            id="interests"
            title="Interests"
            description="Teaching and research topics you care about."
          >
            <LookupListEditor member={member} kind="Interest" />
          </SettingsPanel>
          <SettingsPanel
            id="memberships"
            title="Professional memberships"
            description="Societies and networks you belong to."
          >
            <LookupListEditor member={member} kind="Membership" />
          </SettingsPanel>
          <SettingsPanel
            id="degrees"
            title="Degrees"
            description="Your academic degrees: level, field, institution and year."
          >
            <DegreesEditor member={member} />
          </SettingsPanel>
          <SettingsPanel
            id="publications"
            title="Publications"
            description="Papers, books and talks, with a link or DOI so colleagues can find them."
          >
            <PublicationsEditor member={member} />
          </SettingsPanel>
          <div className="flex justify-end">
            <Button asChild variant="outline">
              <Link to="/members/me">
                <ExternalLink aria-hidden />
                View my profile
              </Link>
            </Button>
          </div>
        </>
      ) : isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          Your profile could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <PersonalInformationSkeleton />
      )}
    </SettingsPage>
  );
}
