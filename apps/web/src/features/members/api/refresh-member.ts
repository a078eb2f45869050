import type { User } from "@keen/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { memberKeys } from "./member-keys";

/**
 * After a change to a member's profile: refetch their record and lists, and the signed-in member's
 * record when it is theirs (the header, the account menu and onboarding read it).
 */
export async function refreshMember(queryClient: QueryClient, userId: string): Promise<void> {
  const isMe = queryClient.getQueryData<User>(memberKeys.current())?.userId === userId;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: memberKeys.detail(userId) }),
    isMe ? queryClient.invalidateQueries({ queryKey: memberKeys.current() }) : undefined,
  ]);
}

/** Applies `change` to every cached copy of the member's record (for optimistic updates). */
export function patchCachedMember(queryClient: QueryClient, userId: string, change: (member: User) => User) {
  const apply = (member: User | undefined) => (member && member.userId === userId ? change(member) : member);
  queryClient.setQueryData<User>(memberKeys.detail(userId), apply);
  queryClient.setQueryData<User>(memberKeys.current(), apply);
}

/**
 * Starts an optimistic update of a member's record: stops refetches that would overwrite it and
 * returns a function that puts the cached copies back (when the server refuses the change).
 */
export async function snapshotMember(queryClient: QueryClient, userId: string) {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: memberKeys.detail(userId), exact: true }),
    queryClient.cancelQueries({ queryKey: memberKeys.current(), exact: true }),
  ]);
  const detail = queryClient.getQueryData<User>(memberKeys.detail(userId));
  const current = queryClient.getQueryData<User>(memberKeys.current());
  return () => {
    queryClient.setQueryData(memberKeys.detail(userId), detail);
    queryClient.setQueryData(memberKeys.current(), current);
  };
}
