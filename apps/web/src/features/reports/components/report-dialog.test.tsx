import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { mockApi } from "@/test/mock-api";
import { installTestEnv } from "@/test/test-env";
import { ReportButton } from "./report-button";

beforeAll(() => installTestEnv());

const targetId = "91000000-0000-4000-8000-000000000001";

function renderButton() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ReportButton targetType="comment" targetId={targetId} />
    </QueryClientProvider>,
  );
}

describe("Report", () => {
  it("sends a reason and a note", async () => {
    const requests = mockApi({ "POST /Report": () => ({ status: 201, data: {} }) });
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole("button", { name: "Report" }));
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Choose a reason.")).toBeInTheDocument();
    await user.click(screen.getByLabelText("Harassment or abuse"));
    await user.type(screen.getByLabelText("Note (optional)"), "Insults in every reply");
    await user.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() =>
      expect(JSON.parse(String(requests[0]?.data))).toEqual({
        targetType: "comment",
        targetId,
        reason: "harassment",
        note: "Insults in every reply",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("says when the member already reported it", async () => {
    mockApi({
      "POST /Report": () => ({
        status: 409,
        data: { message: "You have already reported this", code: "conflict" },
      }),
    });
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole("button", { name: "Report" }));
    await user.click(screen.getByLabelText("Spam or advertising"));
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You have already reported this comment.");
  });
});
