import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { clearNotifications, getNotifications } from "@/lib/notifications";
import { createQueryClient } from "@/lib/query-client";
import { mockApi } from "@/test/mock-api";
import { installTestEnv } from "@/test/test-env";
import { RestoreButton } from "./restore-button";

const cardId = "5b0c1f3e-1111-4000-8000-000000000001";

beforeAll(() => installTestEnv());

function renderButton() {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <RestoreButton cardId={cardId} title="Egg drop" />
    </QueryClientProvider>,
  );
}

describe("RestoreButton", () => {
  it("restores the card and confirms with a toast, even though its tile leaves the list", async () => {
    clearNotifications();
    const requests = mockApi({
      [`POST /Card/${cardId}/Restore`]: () => ({ status: 200, data: { id: cardId } }),
    });
    const { unmount } = renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Restore Egg drop" }));
    unmount();
    await waitFor(() => expect(getNotifications().map((n) => n.title)).toEqual(["Card restored"]));
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([`post /Card/${cardId}/Restore`]);
  });

  it("shows only the API client's error when restoring fails", async () => {
    clearNotifications();
    mockApi({
      [`POST /Card/${cardId}/Restore`]: () => ({
        status: 403,
        data: { message: "Only authors", code: "forbidden" },
      }),
    });
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Restore Egg drop" }));
    await waitFor(() => expect(getNotifications().map((n) => n.title)).toEqual(["Error"]));
  });
});
