import type { User } from "@keen/contracts";
import { Building2, Camera, Settings } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useMyInstitutionProposal } from "../api/get-my-institution-proposal";
import { InstitutionRoleBadges } from "../components/institution-role-badges";
import { MemberAvatar } from "../components/member-avatar";
import { EditDialog } from "./edit/edit-dialog";
import { AboutForm, InstitutionsEditor, PhotoEditor } from "./edit/lazy-editors";
import { PendingInstitution } from "./pending-institution";

type ProfileHeaderProps = {
  member: User;
  isOwn: boolean;
  /** What a visitor can do with this member (the Message button), beside the name. */
  actions?: ReactNode;
};

/** The top of a profile: photo, name, title, institutions, recognition badges and bio. */
export function ProfileHeader({ member, isOwn, actions }: ProfileHeaderProps) {
  const name = `${member.firstName} ${member.lastName}`.trim() || "Member";
  const pending = useMyInstitutionProposal(isOwn).data?.proposal;

  return (
    <header className="overflow-hidden rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card)">
      <div aria-hidden className="h-20 bg-gradient-to-br from-brand-100 via-brand-50 to-white sm:h-28" />
      <div className="px-5 pb-6 sm:px-8">
        <div className="-mt-14 flex flex-col gap-4 sm:-mt-16 sm:flex-row sm:items-end">
          <div className="relative w-fit">
            <MemberAvatar member={member} size="xl" className="ring-4 ring-white" />
            {isOwn ? (
              <EditDialog
                label="Change photo"
                title="Your photo"
                size="md"
                trigger={
                  <button
                    type="button"
                    aria-label="Change photo"
                    className="absolute right-1 bottom-1 grid size-10 place-items-center rounded-full bg-white text-slate-700 shadow-(--shadow-card) ring-1 ring-slate-200 hover:bg-slate-50 hover:text-brand-700"
                  >
                    <Camera aria-hidden className="size-5" />
                  </button>
                }
              >
                {(close) => <PhotoEditor member={member} onSaved={close} />}
              </EditDialog>
            ) : null}
          </div>
          <div className="min-w-0 flex-1 sm:pb-1">
            <h1 className="text-3xl font-semibold text-balance sm:text-4xl">{name}</h1>
            {member.title ? <p className="mt-1 text-lg text-slate-700">{member.title}</p> : null}
          </div>
          {isOwn ? (
            <div className="flex flex-wrap gap-2 sm:pb-1">
              <EditDialog
                label="Edit profile details"
                title="About you"
                description="Your name as it appears on cards, your title and a short bio."
                trigger={<Button variant="outline">Edit profile</Button>}
              >
                {(close) => <AboutForm member={member} onSaved={close} idPrefix="dialog-about" />}
              </EditDialog>
              <Button asChild variant="ghost">
                <Link to="/settings/personal-information">
                  <Settings aria-hidden />
                  All settings
                </Link>
              </Button>
            </div>
          ) : actions ? (
            <div className="flex flex-wrap gap-2 sm:pb-1">{actions}</div>
          ) : null}
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
          <Building2 aria-hidden className="size-4 shrink-0 text-slate-400" />
          {member.institutions.length ? (
            <span>
              {member.institutions.map((institution, index) => (
                <span key={institution.id}>
                  {index > 0 ? " · " : null}
                  <Link
                    to={`/institution/${institution.id}`}
                    className="rounded hover:text-brand-700 hover:underline"
                  >
                    {institution.name}
                  </Link>
                </span>
              ))}
            </span>
          ) : pending ? null : (
            <span className="text-slate-500">{isOwn ? "No institution yet" : "Institution not listed"}</span>
          )}
          {pending ? (
            <>
              {member.institutions.length ? <span aria-hidden>·</span> : null}
              <PendingInstitution proposal={pending} />
            </>
          ) : null}
          {isOwn ? (
            <EditDialog
              label="Edit institutions"
              title="Institutions"
              description="Where you teach or work. The first one is your primary institution."
            >
              {() => <InstitutionsEditor member={member} />}
            </EditDialog>
          ) : null}
        </div>
        {member.institutionRoles.length ? (
          <div className="mt-4">
            <InstitutionRoleBadges roles={member.institutionRoles} />
          </div>
        ) : null}
        {member.bio ? (
          <p className="mt-5 max-w-3xl leading-7 whitespace-pre-line text-pretty text-slate-700">
            {member.bio}
          </p>
        ) : isOwn ? (
          <p className="mt-5 text-sm text-slate-600">
            Add a short bio so colleagues know what you teach and what to ask you about. Use “Edit profile”.
          </p>
        ) : null}
      </div>
    </header>
  );
}
