import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MockRoute } from "@/test/mock-api";
import { buildCard } from "./test/editor-fixtures";
import { bodiesOf, installLayoutStubs, renderEditor } from "./test/render-editor";

beforeAll(() => installLayoutStubs());
beforeEach(() => localStorage.clear());

const card = buildCard();
const put = `/Card/${card.id}`;

/** The first save clashes with Grace's summary (saved at revision 5); later saves succeed. */
function conflictingApi(): MockRoute {
  let calls = 0;
  return () =>
    ++calls === 1
      ? {
          status: 409,
          data: {
            message: "Someone else changed these fields",
            code: "conflict",
            draftRevision: 5,
            details: [
              {
                field: "summary",
                message: "Grace Hopper changed this after you loaded the card",
                currentValue: "Grace's summary of the bridge challenge.",
                changedAt: "2026-03-02T12:04:00.000Z",
                changedBy: { userId: "0b4f6c1e-1d0c-4a8e-9a51-000000000009", name: "Grace Hopper" },
                revision: 5,
              },
            ],
          },
        }
      : { status: 200, data: { ...card, draftRevision: 6 } };
}

async function editSummary(user: ReturnType<typeof renderEditor>["user"]) {
  await user.tripleClick(await screen.findByLabelText("Summary"));
  await user.paste("My summary of the bridge challenge.");
  return screen.findByRole("region", { name: /Grace Hopper changed Summary/ });
}

describe("CardEditor conflicts", { timeout: 30_000 }, () => {
  it("names the fields someone else changed and shows both versions", async () => {
    const { user } = renderEditor(card, { [`PUT ${put}`]: conflictingApi() });
    const banner = await editSummary(user);
    expect(banner).toHaveTextContent("“My summary of the bridge challenge.”");
    expect(banner).toHaveTextContent("“Grace's summary of the bridge challenge.”");
    expect(banner).toHaveTextContent("Grace Hopper");
    expect(screen.getAllByText(/Not saved/)[0]).toBeInTheDocument();
  });

  it("keeps mine: saves it again on top of the new revision", async () => {
    const { user, requests } = renderEditor(card, { [`PUT ${put}`]: conflictingApi() });
    const banner = await editSummary(user);
    await user.click(within(banner).getByRole("button", { name: "Keep mine" }));

    await waitFor(() => expect(bodiesOf(requests, "put", put)).toHaveLength(2));
    expect(bodiesOf(requests, "put", put)[1]).toEqual({
      baseRevision: 5,
      changes: { summary: "My summary of the bridge challenge." },
    });
    await waitFor(() => expect(screen.queryByRole("region", { name: /changed Summary/ })).toBeNull());
    expect(screen.getByLabelText("Summary")).toHaveValue("My summary of the bridge challenge.");
  });

  it("uses theirs: takes the other person's value and sends nothing for it", async () => {
    const { user, requests } = renderEditor(card, { [`PUT ${put}`]: conflictingApi() });
    const banner = await editSummary(user);
    await user.click(within(banner).getByRole("button", { name: "Use theirs" }));

    expect(screen.getByLabelText("Summary")).toHaveValue("Grace's summary of the bridge challenge.");
    expect(screen.queryByRole("region", { name: /changed Summary/ })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bodiesOf(requests, "put", put)).toHaveLength(1);
    expect(await screen.findAllByText(/All changes saved/)).not.toHaveLength(0);
  });
});

describe("CardEditor publish", { timeout: 30_000 }, () => {
  const publish = `/Card/${card.id}/Publish`;

  it("lists what is missing before publishing and leads to the field", async () => {
    const incomplete = buildCard({ summary: "", typeId: null, type: null });
    const { user, requests } = renderEditor(incomplete, {
      [`POST ${publish}`]: () => ({ status: 200, data: incomplete }),
    });
    await user.click(await screen.findByRole("button", { name: "Publish" }));

    const dialog = await screen.findByRole("dialog", { name: "Almost ready to publish" });
    expect(within(dialog).getByText("Choose a card type")).toBeVisible();
    expect(within(dialog).getByText("Write a one-line summary")).toBeVisible();
    expect(within(dialog).queryByText("Give the card a title")).toBeNull();
    expect(requests.some((r) => r.url === publish)).toBe(false);

    await user.click(within(dialog).getByRole("button", { name: "Go to summary" }));
    await waitFor(() => expect(screen.getByLabelText("Summary")).toHaveFocus());
  });

  it("shows the fields the server says are missing", async () => {
    const { user } = renderEditor(card, {
      [`POST ${publish}`]: () => ({
        status: 400,
        data: {
          message: "typeId: is required to publish",
          code: "validation_error",
          details: [{ field: "typeId", message: "is required to publish" }],
        },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "Almost ready to publish" });
    expect(within(dialog).getByText("Choose a card type")).toBeVisible();
  });

  it("publishes a complete card and says which version is live", async () => {
    const { user, requests } = renderEditor(card, {
      [`POST ${publish}`]: () => ({ status: 200, data: { ...card, status: "published", versionNumber: 1 } }),
    });
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Version 1 is now visible to every member.")).toBeVisible();
    expect(requests.filter((r) => r.url === publish)).toHaveLength(1);
  });
});
