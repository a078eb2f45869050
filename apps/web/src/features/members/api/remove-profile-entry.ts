import type { ProfileListKind } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { type LinkedKind, linkedKinds, linkedList, withLinkedList } from "./linked-kinds";
import { type MemberEntryKind, memberKeys } from "./member-keys";
import { patchCachedMember, refreshMember, snapshotMember } from "./refresh-member";

export type RemoveProfileEntryInput = { userId: string; entryId: string };

/** Removes an entry from a member's list (`DELETE /{Kind}/ByUser/{userId}/{id}`). */
export async function removeProfileEntry(
  kind: ProfileListKind,
  userId: string,
  entryId: string,
): Promise<void> {
  await apiClient.delete(`/${kind}/ByUser/${encodeURIComponent(userId)}/${encodeURIComponent(entryId)}`);
}

const isLinked = (kind: ProfileListKind): kind is LinkedKind => kind in linkedKinds;

/** Removes an entry, taking it off the screen at once and putting it back if the server refuses. */
export function useRemoveProfileEntry(kind: ProfileListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, entryId }: RemoveProfileEntryInput) => removeProfileEntry(kind, userId, entryId),
    onMutate: async ({ userId, entryId }) => {
      if (isLinked(kind)) {
        const restore = await snapshotMember(queryClient, userId);
        patchCachedMember(queryClient, userId, (member) =>
          withLinkedList(
            member,
            kind,
            linkedList(member, kind).filter((item) => item.id !== entryId),
          ),
        );
        return { restore };
      }
      const key = memberKeys.entries(userId, kind as MemberEntryKind);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<{ id: string }[]>(key);
      queryClient.setQueryData<{ id: string }[]>(key, (list) =>
        list?.filter((entry) => entry.id !== entryId),
      );
      return { restore: () => queryClient.setQueryData(key, before) };
    },
    onError: (_error, _input, context) => context?.restore(),
    onSettled: (_data, _error, { userId }) => refreshMember(queryClient, userId),
  });
}
