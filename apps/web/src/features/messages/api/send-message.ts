import type { ChatMessage } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { addMessageToCache } from "../lib/message-cache";

/** Sends a message (`POST /Messages/ChatRooms/{id}/Messages`); a body over 4,000 characters answers 400. */
export async function sendMessage(chatRoomUuid: string, body: string): Promise<ChatMessage> {
  const { data } = await apiClient.post<ChatMessage>(
    `/Messages/ChatRooms/${encodeURIComponent(chatRoomUuid)}/Messages`,
    { body },
    { quietStatuses: [400, 403] },
  );
  return data;
}

/** The composer's send; the sent message joins the thread and the conversation list at once. */
export function useSendMessage(chatRoomUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendMessage(chatRoomUuid, body),
    onSuccess: (message) => addMessageToCache(queryClient, message),
  });
}
