import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { clearNotifications, getNotifications } from "@/lib/notifications";
import { buildMember } from "@/test/member-fixtures";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import {
  buildComment,
  buildEngagementMember,
  buildReply,
  cardId,
  fakeDiscussion,
} from "../testing/discussion-fixtures";
import { DiscussionSection } from "./discussion-section";

beforeAll(() => installTestEnv());

const ada = buildEngagementMember("Ada", "Okafor", "0b7c1e0a-5d6f-4a8b-9c0d-1e2f3a4b5c6d");
const grace = buildEngagementMember("Grace", "Hopper");
const alan = buildEngagementMember("Alan", "Turing");

function renderDiscussion(options: { signedIn?: boolean; path?: string } = {}) {
  const { signedIn = true } = options;
  const path = options.path ?? `/card/${cardId}`;
  return renderApp({
    routes: [{ path: "/card/:id", element: <DiscussionSection cardId={cardId} commentCount={0} /> }],
    path,
    identity: signedIn ? { sub: "sub-ada", email: "ada@ltu.edu" } : undefined,
  });
}

function setup(options: Parameters<typeof fakeDiscussion>[0], isAdmin = false) {
  const discussion = fakeDiscussion(options);
  const requests = mockApi({
    "GET /User/me": () => ({
      status: 200,
      data: buildMember({ firstName: "Ada", lastName: "Okafor", role: isAdmin ? "admin" : "member" }),
    }),
    ...discussion.routes,
  });
  return { ...discussion, requests };
}

const comments = () => screen.findByRole("list", { name: "Comments" });

describe("DiscussionSection", () => {
  it("shows the count, comments newest first with their replies, links, edited marks and gone comments", async () => {
    const question = buildComment(grace, "Does this work for 200 students? Notes at www.example.edu/em", {
      editedAt: new Date().toISOString(),
    });
    question.replies = [buildReply(question, alan, "Yes, in teams of four.")];
    const gone = buildComment(null as never, "", {
      state: "deleted",
      author: null,
      abilities: { edit: false, delete: false, reply: false },
    });
    gone.replies = [buildReply(gone, alan, "Answering the deleted one.")];
    const removed = buildComment(null as never, "", { state: "removed", author: null });
    removed.replies = [buildReply(removed, grace, "Still here.")];
    setup({ comments: [question, gone, removed] });
    renderDiscussion({ signedIn: false });

    const list = await comments();
    expect(screen.getByRole("heading", { name: "Discussion (4 comments)" })).toBeInTheDocument();
    const threads = within(list).getAllByRole("article", { name: /Comment by|deleted|moderator/ });
    expect(threads[0]).toHaveAccessibleName("Comment by Grace Hopper");
    expect(threads[0]).toHaveTextContent("edited");
    expect(
      await within(threads[0] as HTMLElement).findByRole("link", { name: "www.example.edu/em" }),
    ).toHaveAttribute("href", "http://www.example.edu/em");
    expect(within(list).getByRole("list", { name: "Replies to Grace Hopper" })).toHaveTextContent(
      "Yes, in teams of four.",
    );
    expect(within(list).getByText("This comment was deleted")).toBeInTheDocument();
    expect(within(list).getByText("Removed by a moderator")).toBeInTheDocument();
    expect(document.getElementById(`comment-${question.id}`)).toBe(threads[0]);

    // Signed out: an invitation instead of a composer, no reply or notification controls.
    expect(screen.getByText("Sign in to join the discussion")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log in" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create account" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Reply" })).toBeNull();
    expect(screen.queryByRole("switch")).toBeNull();
  });

  it("posts a comment to the top and counts it; a refusal shows under the field and keeps the text", async () => {
    setup({ comments: [buildComment(grace, "First!")], me: ada });
    const user = userEvent.setup();
    renderDiscussion();

    await comments();
    const field = await screen.findByRole("textbox", { name: "Add a comment" });
    await user.type(field, "Mention forbidden words");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Comment must not contain links to unsafe sites",
    );
    expect(field).toHaveValue("Mention forbidden words");

    await user.clear(field);
    await user.type(field, "We ran it in Fall 2026.");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    await waitFor(() => expect(field).toHaveValue(""));
    const articles = within(await comments()).getAllByRole("article");
    expect(articles[0]).toHaveTextContent("We ran it in Fall 2026.");
    expect(articles[0]).toHaveAccessibleName("Comment by Ada Okafor");
    expect(screen.getByRole("heading", { name: "Discussion (2 comments)" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a new member's comment limit under the field, not as a toast, and keeps the text", async () => {
    const discussion = fakeDiscussion({ comments: [buildComment(grace, "First!")], me: ada });
    const limit = "New members can post 10 comments in their first day; you can post more in 5 hours.";
    mockApi({
      "GET /User/me": () => ({ status: 200, data: buildMember({ firstName: "Ada", lastName: "Okafor" }) }),
      ...discussion.routes,
      [`POST /Card/${cardId}/Comments`]: () => ({
        status: 429,
        data: { message: limit, code: "rate_limited" },
      }),
    });
    clearNotifications();
    const user = userEvent.setup();
    renderDiscussion();

    const field = await screen.findByRole("textbox", { name: "Add a comment" });
    await user.type(field, "A thought about statics");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(limit);
    expect(field).toHaveValue("A thought about statics");
    expect(getNotifications()).toEqual([]);
  });

  it("replies inline under a comment", async () => {
    const question = buildComment(grace, "How long does it take?");
    const { requests } = setup({ comments: [question], me: ada });
    const user = userEvent.setup();
    renderDiscussion();

    await user.click(await screen.findByRole("button", { name: "Reply" }));
    const field = screen.getByRole("textbox", { name: "Reply to Grace Hopper" });
    expect(field).toHaveFocus();
    await user.type(field, "About two hours.");
    await user.click(screen.getByRole("button", { name: "Post reply" }));

    const replies = await screen.findByRole("list", { name: "Replies to Grace Hopper" });
    expect(replies).toHaveTextContent("About two hours.");
    // Focus lands on the posted reply, not on the page.
    await waitFor(() => expect(within(replies).getByRole("article")).toHaveFocus());
    expect(screen.queryByRole("textbox", { name: "Reply to Grace Hopper" })).toBeNull();
    const post = requests.find((r) => r.method === "post");
    expect(JSON.parse(String(post?.data))).toEqual({ body: "About two hours.", parentId: question.id });
  });

  it("edits an own comment in place and marks it edited", async () => {
    const own = buildComment(ada, "Typo in here", { abilities: { edit: true, delete: true, reply: true } });
    setup({ comments: [own], me: ada });
    const user = userEvent.setup();
    renderDiscussion();

    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const field = screen.getByRole("textbox", { name: "Edit your comment" });
    expect(field).toHaveValue("Typo in here");
    await user.clear(field);
    await user.type(field, "No typo now");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const article = await screen.findByRole("article", { name: "Comment by Ada Okafor" });
    await waitFor(() => expect(article).toHaveTextContent("No typo now"));
    expect(article).toHaveTextContent("edited");
    expect(screen.queryByRole("textbox", { name: "Edit your comment" })).toBeNull();
    await waitFor(() => expect(article).toHaveFocus());
  });

  it("deletes an own comment after confirming; with replies it stays as deleted", async () => {
    const own = buildComment(ada, "My question", { abilities: { edit: true, delete: true, reply: true } });
    own.replies = [buildReply(own, grace, "My answer")];
    const lonely = buildComment(ada, "Never mind", { abilities: { edit: true, delete: true, reply: true } });
    setup({ comments: [lonely, own], me: ada });
    const user = userEvent.setup();
    renderDiscussion();

    const first = await screen.findByText("Never mind");
    await user.click(within(first.closest("article") as HTMLElement).getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete your comment?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Never mind")).toBeNull());

    const second = screen.getByText("My question").closest("article") as HTMLElement;
    await user.click(within(second).getAllByRole("button", { name: "Delete" })[0] as HTMLElement);
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("This comment was deleted")).toBeInTheDocument();
    expect(screen.getByText("My answer")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Discussion (1 comment)" })).toBeInTheDocument(),
    );
  });

  it("lets an admin remove someone's comment, shown as removed by a moderator", async () => {
    const rude = buildComment(grace, "Rude remark", {
      abilities: { edit: false, delete: true, reply: true },
    });
    rude.replies = [buildReply(rude, alan, "Please be kind")];
    setup({ comments: [rude], me: ada, isAdmin: true }, true);
    const user = userEvent.setup();
    renderDiscussion();

    const article = await screen.findByRole("article", { name: "Comment by Grace Hopper" });
    await user.click(within(article).getByRole("button", { name: "Remove" }));
    const dialog = screen.getByRole("alertdialog", { name: "Remove this comment?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Removed by a moderator")).toBeInTheDocument();
    expect(screen.queryByText("Rude remark")).toBeNull();
  });

  it("loads older comments on request", async () => {
    const newest = buildComment(grace, "Newest comment", {}, 1);
    const older = buildComment(alan, "Older comment", {}, 60);
    setup({ comments: [newest, older], me: ada, pageSize: 1 });
    const user = userEvent.setup();
    renderDiscussion();

    await screen.findByText("Newest comment");
    expect(screen.queryByText("Older comment")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show older comments" }));
    expect(await screen.findByText("Older comment")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show older comments" })).toBeNull();
  });

  it("focuses the comment a notification links to, loading older pages to find it", async () => {
    const newest = buildComment(grace, "Newest comment", {}, 1);
    const linked = buildComment(alan, "The linked one", {}, 60);
    setup({ comments: [newest, linked], me: ada, pageSize: 1 });
    renderDiscussion({ path: `/card/${cardId}#comment-${linked.id}` });

    const article = await screen.findByRole("article", { name: "Comment by Alan Turing" });
    await waitFor(() => expect(article).toHaveFocus());
    expect(article).toHaveAttribute("data-highlighted", "true");
  });

  it("mutes and unmutes the card's discussion for the member", async () => {
    const { state, requests } = setup({ comments: [], me: ada });
    const user = userEvent.setup();
    renderDiscussion();

    const toggle = await screen.findByRole("switch", { name: "Notify me of new comments" });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    expect(screen.getByText("No comments yet")).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(state.muted).toBe(true));
    await user.click(toggle);
    await waitFor(() => expect(state.muted).toBe(false));
    expect(toggle).toBeChecked();
    expect(requests.filter((r) => r.method === "put").map((r) => JSON.parse(String(r.data)))).toEqual([
      { muted: true },
      { muted: false },
    ]);
  });
});
