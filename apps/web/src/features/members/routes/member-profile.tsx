import { Navigate, useNavigate, useParams } from "react-router";
import { ErrorScreen } from "@/components/errors/error-screen";
import { useCurrentUser } from "@/features/auth";
import { MessageMemberButton } from "@/features/messages";
import { ReportButton } from "@/features/reports";
import { isApiError } from "@/lib/api-client";
import { MISSING_MEMBER_ID, useMember } from "../api";
import { MemberNotFound } from "../components/member-not-found";
import { ProfilePage } from "../profile/profile-page";
import { ProfileSkeleton } from "../profile/profile-skeleton";

/**
 * Route module for `/members/:id`: another member's profile. Without an id the query is not sent
 * and the spec's "No member ID provided" error shows; an unknown id shows the member not-found page.
 */
export function Component() {
  const { id } = useParams();
  const navigate = useNavigate();
  const member = useMember(id);
  const { user_id: myId } = useCurrentUser();

  if (!id) {
    return (
      <ErrorScreen error={new Error(MISSING_MEMBER_ID)} onReset={() => void navigate("/search?types=user")} />
    );
  }
  if (myId && id === myId) return <Navigate to="/members/me" replace />;
  if (member.isLoading) return <ProfileSkeleton />;
  if (!member.data) {
    const status = isApiError(member.error) ? member.error.status : undefined;
    if (status === 404 || status === 400) return <MemberNotFound />;
    throw member.error ?? new Error("The member could not be loaded.");
  }
  const actions = (
    <>
      <MessageMemberButton member={member.data} />
      {myId ? <ReportButton targetType="member" targetId={member.data.userId} className="h-9 px-3" /> : null}
    </>
  );
  return <ProfilePage member={member.data} isOwn={false} actions={actions} />;
}
