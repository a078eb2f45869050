import type { ChatMessage } from "@keen/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { mockApi } from "@/test/mock-api";
import { installTestEnv } from "@/test/test-env";
import { MessageBubble } from "./message-bubble";

beforeAll(() => installTestEnv());

const message: ChatMessage = {
  id: "92000000-0000-4000-8000-000000000001",
  chatRoomUuid: "92000000-0000-4000-8000-000000000002",
  sender: {
    userId: "92000000-0000-4000-8000-000000000003",
    firstName: "Ada",
    lastName: "Lovelace",
    title: null,
    pictureUrl: "/User/92000000-0000-4000-8000-000000000003/Picture",
  },
  body: "Cheap essays at spam.example",
  createdAt: "2026-11-28T09:30:00Z",
};

function renderBubble(isOwn: boolean) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ul>
        <MessageBubble message={message} isOwn={isOwn} showSender={false} isRunStart isRunEnd />
      </ul>
    </QueryClientProvider>,
  );
}

describe("MessageBubble", () => {
  it("reports another member's message with the Report dialog", async () => {
    const requests = mockApi({ "POST /Report": () => ({ status: 201, data: {} }) });
    const user = userEvent.setup();
    renderBubble(false);
    await user.click(screen.getByRole("button", { name: "Report message from Ada Lovelace" }));
    expect(screen.getByRole("dialog")).toHaveTextContent("message");
    await user.click(screen.getByLabelText("Harassment or abuse"));
    await user.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(JSON.parse(String(requests[0]?.data))).toMatchObject({
      targetType: "message",
      targetId: message.id,
      reason: "harassment",
    });
  });

  it("offers no Report on one's own messages", () => {
    renderBubble(true);
    expect(screen.queryByRole("button", { name: /Report/ })).not.toBeInTheDocument();
  });
});
