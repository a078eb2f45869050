import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { buildMember } from "@/test/member-fixtures";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { ExemplarToggle } from "./exemplar-toggle";
import { ExemplarBadge, PeerReviewBadge } from "./review-badges";

beforeAll(() => installTestEnv());

const cardId = "3e0c8f6b-2f7a-4d53-b2a4-0000000000aa";
const badge = {
  versionNumber: 3,
  reviewedAt: "2026-11-02T10:00:00Z",
  reviewer: { userId: "10000000-0000-4000-8000-0000000000a1", name: "Rita Reviewer" },
  isLatest: true,
};

function renderElement(element: React.ReactNode, role: "member" | "admin" = "member") {
  const requests = mockApi({
    "GET /User/me": () => ({ status: 200, data: buildMember({ role }) }),
    [`PUT /Card/${cardId}/Exemplar`]: () => ({ status: 204 }),
  });
  renderApp({ routes: [{ path: "/", element }], path: "/", identity: { sub: "sub", email: "a@b.edu" } });
  return requests;
}

describe("review badges", () => {
  it("says Peer reviewed with the date and reviewer for the latest version", () => {
    renderElement(<PeerReviewBadge badge={badge} />);
    expect(screen.getByText("Peer reviewed").closest("span")).toHaveTextContent(
      "Peer reviewed on 2 Nov 2026 by Rita Reviewer",
    );
  });

  it("names the reviewed version when a later one is published", () => {
    renderElement(<PeerReviewBadge badge={{ ...badge, isLatest: false }} isDetailed />);
    expect(screen.getByText(/Reviewed version 3 on/)).toBeInTheDocument();
  });

  it("draws nothing without a mark", () => {
    renderElement(
      <div data-testid="badges">
        <PeerReviewBadge badge={null} />
        <ExemplarBadge isExemplar={false} />
      </div>,
    );
    expect(screen.getByTestId("badges")).toBeEmptyDOMElement();
  });

  it("lets an admin mark a card exemplar and tells the owner of the card's caches", async () => {
    const onChange = vi.fn();
    const requests = renderElement(
      <ExemplarToggle cardId={cardId} isExemplar={false} onChange={onChange} />,
      "admin",
    );
    const user = userEvent.setup();
    const toggle = await screen.findByRole("button", { name: "Exemplar", pressed: false });
    await user.click(toggle);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(true));
    expect(screen.getByRole("button", { name: "Exemplar" })).toHaveAttribute("aria-pressed", "true");
    expect(requests.some((r) => r.method === "put" && r.url === `/Card/${cardId}/Exemplar`)).toBe(true);
  });

  it("shows members no Exemplar toggle", async () => {
    const requests = renderElement(<ExemplarToggle cardId={cardId} isExemplar />);
    await waitFor(() => expect(requests.some((r) => r.url === "/User/me")).toBe(true));
    expect(screen.queryByRole("button", { name: "Exemplar" })).not.toBeInTheDocument();
  });
});
