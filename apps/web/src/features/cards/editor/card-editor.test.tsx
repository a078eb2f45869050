import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildCard } from "./test/editor-fixtures";
import { bodiesOf, installLayoutStubs, renderEditor } from "./test/render-editor";

beforeAll(() => installLayoutStubs());
beforeEach(() => localStorage.clear());

const card = buildCard();
const put = `/Card/${card.id}`;

/** A PUT handler that applies the changes and bumps the revision, like the API. */
function savingApi() {
  let revision = card.draftRevision;
  return () => ({ status: 200, data: { ...card, draftRevision: ++revision } });
}

describe("CardEditor autosave", { timeout: 30_000 }, () => {
  it("sends only the changed fields with the revision they were based on, then says so", async () => {
    const { user, requests } = renderEditor(card, { [`PUT ${put}`]: savingApi() });
    const summary = await screen.findByLabelText("Summary");
    await user.tripleClick(summary);
    await user.paste("Teams pitch a bridge.");

    await waitFor(() => expect(bodiesOf(requests, "put", put)).toHaveLength(1));
    expect(bodiesOf(requests, "put", put)[0]).toEqual({
      baseRevision: 3,
      changes: { summary: "Teams pitch a bridge." },
    });
    expect(await screen.findAllByText(/All changes saved/)).not.toHaveLength(0);

    await user.click(screen.getByRole("switch", { name: "Curiosity" }));
    await waitFor(() => expect(bodiesOf(requests, "put", put)).toHaveLength(2));
    expect(bodiesOf(requests, "put", put)[1]).toEqual({
      baseRevision: 4,
      changes: { mindset: { curiosity: { isSelected: true, elaboration: "" } } },
    });
  });

  it("shows the server's validation message on its field and still saves the other fields", async () => {
    let calls = 0;
    const { user, requests } = renderEditor(card, {
      [`PUT ${put}`]: () =>
        ++calls === 1
          ? {
              status: 400,
              data: {
                message: "changes.title: must not be a placeholder",
                code: "validation_error",
                details: [{ field: "changes.title", message: "must not be a placeholder" }],
              },
            }
          : { status: 200, data: { ...card, draftRevision: 4 } },
    });
    const title = await screen.findByLabelText("Title");
    await user.tripleClick(title);
    await user.paste("TBD");
    await user.tripleClick(screen.getByLabelText("Summary"));
    await user.paste("Teams test a bridge.");

    expect(await screen.findByText("must not be a placeholder")).toBeVisible();
    expect(title).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(bodiesOf(requests, "put", put)).toHaveLength(2));
    expect(bodiesOf(requests, "put", put)[1]).toEqual({
      baseRevision: 3,
      changes: { summary: "Teams test a bridge." },
    });
  });

  it("keeps unsaved changes on this device and offers to restore them on reopening", async () => {
    const first = renderEditor(card, {}, 60_000);
    const title = await screen.findByLabelText("Title");
    await first.user.clear(title);
    await first.user.type(title, "Index-card bridges");
    await waitFor(() => expect(Object.keys(localStorage)).toEqual([`keen.card-draft.${card.id}.3`]));
    first.view.unmount();

    const second = renderEditor(card, { [`PUT ${put}`]: savingApi() });
    const banner = await screen.findByRole("region", { name: /You have unsaved changes/ });
    expect(banner).toHaveTextContent("Title");
    await second.user.click(within(banner).getByRole("button", { name: "Restore my changes" }));
    expect(screen.getByLabelText("Title")).toHaveValue("Index-card bridges");
    await waitFor(() => expect(bodiesOf(second.requests, "put", put)).toHaveLength(1));
    expect(bodiesOf(second.requests, "put", put)[0]).toEqual({
      baseRevision: 3,
      changes: { title: "Index-card bridges" },
    });
  });

  it("says when it is offline and keeps the changes", async () => {
    const { user } = renderEditor(card, { [`PUT ${put}`]: () => ({ status: 0 }) });
    await user.type(await screen.findByLabelText("Summary"), "!");
    expect(await screen.findByText("Offline — changes kept on this device")).toBeInTheDocument();
    await waitFor(() => expect(Object.keys(localStorage)).toContain(`keen.card-draft.${card.id}.3`));
  });
});
