import { setText } from "@keen/card-doc";
import type { CollabToken } from "@keen/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentOf } from "./lib/card-content";
import type { CollabSession, OpenCollabSession } from "./lib/collab-session";
import { writeLocalDraft } from "./lib/local-draft";
import { buildCard } from "./test/editor-fixtures";
import { createFakeCollab, grace, maxMember } from "./test/fake-collab";
import { bodiesOf, installLayoutStubs, renderEditor } from "./test/render-editor";

beforeAll(() => installLayoutStubs());
beforeEach(() => localStorage.clear());

const card = buildCard();
const put = `/Card/${card.id}`;
const tokenRoute = `GET /TipTap/token/${card.id}`;
const token: CollabToken = {
  token: "signed",
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  url: "ws://localhost:5200",
  documentName: `card:${card.id}`,
  user: maxMember,
};
const sessions: CollabSession[] = [];
afterEach(() => {
  for (const session of sessions.splice(0)) session.destroy();
});

/** A collab server in memory with Grace already in the card; the editor joins it as Max. */
function liveCard() {
  const server = createFakeCollab(contentOf(card));
  const graceTab = server.join(grace);
  sessions.push(graceTab.session);
  const openSession: OpenCollabSession = async (granted) => {
    const tab = server.join(granted.user);
    sessions.push(tab.session);
    return tab.session;
  };
  return { server, graceTab, openSession };
}

describe("CardEditor co-editing", { timeout: 30_000 }, () => {
  it("co-edits the live document: typing goes into it for everyone, not over REST, and is Saved when the server says so", async () => {
    const { server, graceTab, openSession } = liveCard();
    const { user, requests } = renderEditor(
      card,
      { [tokenRoute]: () => ({ status: 200, data: token }) },
      40,
      {
        openSession,
      },
    );
    const title = await screen.findByLabelText("Title");
    await user.type(title, " and tape");

    expect(server.doc.getText("title").toString()).toBe("Bridges from index cards and tape");
    expect(await screen.findAllByText("Saving…")).not.toHaveLength(0);
    server.save();
    expect(await screen.findAllByText(/^Saved/)).not.toHaveLength(0);

    setText(graceTab.session.doc.getText("summary"), "Teams build, test and pitch a bridge.");
    await waitFor(() =>
      expect(screen.getByLabelText("Summary")).toHaveValue("Teams build, test and pitch a bridge."),
    );
    expect(bodiesOf(requests, "put", put)).toHaveLength(0);
  });

  it("shows who is here, you first, and no offer to restore changes kept on this device", async () => {
    writeLocalDraft({ cardId: card.id, baseRevision: 3, changes: { title: "Kept from an old tab" } });
    const { openSession } = liveCard();
    renderEditor(card, { [tokenRoute]: () => ({ status: 200, data: token }) }, 40, { openSession });

    // The row is drawn twice (beside the actions, or under them on narrow screens); CSS shows one.
    const [row] = await screen.findAllByRole("list", { name: /^Editing now/ });
    if (!row) throw new Error("no presence row");
    const people = within(row).getAllByRole("img");
    expect(people.map((person) => person.getAttribute("aria-label"))).toEqual([
      "Max Member (you)",
      "Grace Hopper",
    ]);
    expect(people[1]).toHaveTextContent("GH");
    expect(screen.queryByRole("region", { name: /You have unsaved changes/ })).toBeNull();
    expect(screen.getByLabelText("Title")).toHaveValue("Bridges from index cards");
  });

  it("shows who else is in the title or summary, and tells them when this person is", async () => {
    const { graceTab, openSession } = liveCard();
    const { user } = renderEditor(card, { [tokenRoute]: () => ({ status: 200, data: token }) }, 40, {
      openSession,
    });
    const title = await screen.findByLabelText("Title");
    await screen.findAllByRole("list", { name: /Grace Hopper/ });
    expect(screen.queryByText("Grace Hopper is in Title")).toBeNull();

    graceTab.session.awareness?.setLocalStateField("field", "title");
    expect(await screen.findByText("Grace Hopper is in Title")).toBeInTheDocument();
    expect(title.style.boxShadow).toContain("2px");
    expect(screen.queryByText("Grace Hopper is in Summary")).toBeNull();

    graceTab.session.awareness?.setLocalStateField("field", "summary");
    expect(await screen.findByText("Grace Hopper is in Summary")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Grace Hopper is in Title")).toBeNull());
    expect(title.style.boxShadow).toBe("");

    // Max's own focus travels to Grace's browser, and leaves it when he moves on.
    const maxState = () =>
      [...(graceTab.session.awareness?.getStates().values() ?? [])].find(
        (state) => state.user?.id === maxMember.id,
      );
    await user.click(screen.getByLabelText("Summary"));
    await waitFor(() => expect(maxState()?.field).toBe("summary"));
    await user.click(title);
    await waitFor(() => expect(maxState()?.field).toBe("title"));
  });

  it("says it is offline, keeps the changes and merges them when the connection is back", async () => {
    const server = createFakeCollab(contentOf(card));
    const tab = server.join(maxMember);
    sessions.push(tab.session);
    const { user } = renderEditor(card, { [tokenRoute]: () => ({ status: 200, data: token }) }, 40, {
      openSession: async () => tab.session,
    });
    const summary = await screen.findByLabelText("Summary");
    tab.setOnline(false);
    expect(
      await screen.findByText("Offline — changes are kept and merge when you reconnect"),
    ).toBeInTheDocument();
    await user.type(summary, "!");
    expect(server.doc.getText("summary").toString()).toBe("Teams build and test a bridge.");

    tab.setOnline(true);
    expect(server.doc.getText("summary").toString()).toBe("Teams build and test a bridge.!");
  });

  it("saves over REST when the live document does not sync in time", async () => {
    const { user, requests } = renderEditor(
      card,
      {
        [tokenRoute]: () => ({ status: 200, data: token }),
        [`PUT ${put}`]: () => ({ status: 200, data: card }),
      },
      40,
      { openSession: () => new Promise(() => {}), connectTimeoutMs: 100 },
    );
    expect(screen.getByRole("status", { name: "Loading the card editor" })).toBeInTheDocument();
    await user.type(await screen.findByLabelText("Summary"), "!");
    await waitFor(() => expect(bodiesOf(requests, "put", put)).toHaveLength(1));
    expect(screen.queryByRole("list", { name: /^Editing now/ })).toBeNull();
  });

  it("saves over REST when no collaboration token is granted", async () => {
    const { user, requests } = renderEditor(card, { [`PUT ${put}`]: () => ({ status: 200, data: card }) });
    await user.type(await screen.findByLabelText("Summary"), "!");
    await waitFor(() => expect(bodiesOf(requests, "put", put)).toHaveLength(1));
    expect(requests.some((r) => r.url === `/TipTap/token/${card.id}`)).toBe(true);
    expect(screen.queryByText(/^Error$/)).toBeNull();
  });
});
