import { useMemo } from "react";
import { useRooms } from "../api/get-rooms";
import { sortByActivity } from "../lib/conversations";

/** Direct and group conversations together, the latest activity first. */
export function useConversations() {
  const direct = useRooms("direct");
  const group = useRooms("group");
  const rooms = useMemo(
    () => (direct.data && group.data ? sortByActivity([...direct.data, ...group.data]) : undefined),
    [direct.data, group.data],
  );
  return {
    rooms,
    isPending: direct.isPending || group.isPending,
    isError: direct.isError || group.isError,
  };
}
