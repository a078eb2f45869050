import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { type LinkedItem, type LinkedKind, linkedKinds, linkedList, withLinkedList } from "./linked-kinds";
import { patchCachedMember, refreshMember, snapshotMember } from "./refresh-member";

export type AddProfileLinkInput<K extends LinkedKind> = { userId: string; item: LinkedItem<K> };

/** Links a lookup row to a member (`POST /{Kind}/ByUser/{userId}/create` with `{ <kind>Id }`). */
export async function addProfileLink(kind: LinkedKind, userId: string, itemId: string): Promise<void> {
  await apiClient.post(`/${kind}/ByUser/${encodeURIComponent(userId)}/create`, {
    [linkedKinds[kind].bodyKey]: itemId,
  });
}

/** Adds an entry to one of a member's linked lists, showing it at once and undoing that if refused. */
export function useAddProfileLink<K extends LinkedKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, item }: AddProfileLinkInput<K>) => addProfileLink(kind, userId, item.id),
    onMutate: async ({ userId, item }) => {
      const restore = await snapshotMember(queryClient, userId);
      patchCachedMember(queryClient, userId, (member) => {
        const items = linkedList(member, kind);
        return items.some((i) => i.id === item.id) ? member : withLinkedList(member, kind, [...items, item]);
      });
      return { restore };
    },
    onError: (_error, _input, context) => context?.restore(),
    onSettled: (_data, _error, { userId }) => refreshMember(queryClient, userId),
  });
}
