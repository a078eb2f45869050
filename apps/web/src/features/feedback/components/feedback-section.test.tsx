import type { FeedbackList } from "@keen/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clearNotifications } from "@/lib/notifications";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { buildFeedback, buildFeedbackList, buildMember, cardId, ids, me } from "../testing/feedback-fixtures";
import { FeedbackSection } from "./feedback-section";

beforeAll(() => installTestEnv());
beforeEach(() => clearNotifications());
afterEach(() => vi.restoreAllMocks());

const identity = { sub: "sub-1", email: "max@ltu.edu" };
const feedbackUrl = `/Card/${cardId}/Feedback`;

function renderSection(signedIn = true) {
  return renderApp({
    routes: [{ path: "/", element: <FeedbackSection cardId={cardId} authorIds={[ids.author]} /> }],
    path: "/",
    identity: signedIn ? identity : undefined,
  });
}

describe("FeedbackSection", () => {
  it("sums up the ratings and lists members' feedback with how they used the card", async () => {
    mockApi({
      "GET /User/me": () => ({ status: 200, data: me }),
      [`GET ${feedbackUrl}`]: () => ({
        status: 200,
        data: buildFeedbackList([
          buildFeedback(),
          buildFeedback({
            member: buildMember(ids.author, "Alan", "Turing"),
            rating: 5,
            usedInTeaching: false,
            usedTerm: null,
            classSize: null,
          }),
        ]),
      }),
    });
    renderSection();

    const section = await screen.findByRole("region", { name: /Feedback/ });
    expect(await within(section).findByText("4.5")).toBeInTheDocument();
    expect(section).toHaveTextContent("2 ratings");
    expect(section).toHaveTextContent("Members used once in teaching");
    const spread = within(section).getByLabelText("Ratings by stars");
    expect(spread).toHaveTextContent(/5 stars\s*1\s*4 stars\s*1\s*3 stars\s*0/);
    const list = within(section).getByRole("list", { name: "Feedback from members" });
    expect(within(list).getAllByRole("article")).toHaveLength(2);
    expect(list).toHaveTextContent("Used it in Fall 2026, class of 40");
    expect(list).toHaveTextContent("Worked well with second-years.");
    expect(await within(section).findByRole("form", { name: "Give feedback" })).toBeInTheDocument();
  });

  it("asks for a rating, a comment or “used it” before sending anything, and counts characters", async () => {
    const requests = mockApi({
      "GET /User/me": () => ({ status: 200, data: me }),
      [`GET ${feedbackUrl}`]: () => ({ status: 200, data: buildFeedbackList([]) }),
    });
    const user = userEvent.setup();
    renderSection();

    await user.click(await screen.findByRole("button", { name: "Post feedback" }));
    expect(
      await screen.findByText("Give a rating, a comment or say you used this card."),
    ).toBeInTheDocument();
    expect(screen.getByRole("group", { name: /Your rating/ })).toHaveAttribute("aria-invalid", "true");

    const comment = screen.getByRole("textbox", { name: /Comment/ });
    await user.click(comment);
    await user.paste("x".repeat(2001));
    expect(screen.getByText("2,001 of 2,000 characters")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Post feedback" }));
    expect(await screen.findByText("Comment must be at most 2,000 characters")).toBeInTheDocument();
    expect(requests.filter((r) => r.method === "put")).toHaveLength(0);
  });

  it("sends stars chosen with the keyboard, “used it” with term and class size, and shows it as the member's own", async () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => undefined);
    let list: FeedbackList = buildFeedbackList([]);
    const requests = mockApi({
      "GET /User/me": () => ({ status: 200, data: me }),
      [`GET ${feedbackUrl}`]: () => ({ status: 200, data: list }),
      [`PUT ${feedbackUrl}`]: (config) => {
        const body = JSON.parse(String(config.data));
        const mine = buildFeedback({ ...body, member: buildMember(ids.me, "Max", "Member") });
        list = buildFeedbackList([mine], { mine });
        return { status: 200, data: mine };
      },
    });
    const user = userEvent.setup();
    renderSection();

    const stars = await screen.findByRole("group", { name: /Your rating/ });
    await user.click(within(stars).getByRole("radio", { name: "3 stars, Good" }));
    await user.keyboard("{ArrowRight}");
    expect(within(stars).getByRole("radio", { name: "4 stars, Very good" })).toBeChecked();

    expect(screen.queryByRole("textbox", { name: /Term/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: /I used this in my teaching/ }));
    await user.type(screen.getByRole("textbox", { name: /Term/ }), "Spring 2027");
    await user.type(screen.getByRole("textbox", { name: /Class size/ }), "35");
    await user.type(screen.getByRole("textbox", { name: /Comment/ }), "Great warm-up.");
    await user.click(screen.getByRole("button", { name: "Post feedback" }));

    const yours = await screen.findByRole("article", { name: "Feedback from Max Member" });
    expect(yours).toHaveTextContent("Used it in Spring 2027, class of 35");
    const put = requests.find((r) => r.method === "put");
    expect(JSON.parse(String(put?.data))).toEqual({
      rating: 4,
      comment: "Great warm-up.",
      usedInTeaching: true,
      usedTerm: "Spring 2027",
      classSize: 35,
    });
    expect(debug).toHaveBeenCalledWith(
      "[analytics]",
      "track",
      "rate",
      expect.objectContaining({ cardId, rating: 4, usedInTeaching: true }),
    );
    expect(screen.getByRole("button", { name: "Edit" })).toBeInTheDocument();
  });

  it("shows the server's field messages under their fields", async () => {
    mockApi({
      "GET /User/me": () => ({ status: 200, data: me }),
      [`GET ${feedbackUrl}`]: () => ({ status: 200, data: buildFeedbackList([]) }),
      [`PUT ${feedbackUrl}`]: () => ({
        status: 400,
        data: {
          message: "Invalid request",
          code: "validation_error",
          details: [{ field: "body.usedTerm", message: "must be at most 60 characters" }],
        },
      }),
    });
    const user = userEvent.setup();
    renderSection();

    await user.click(await screen.findByRole("checkbox", { name: /I used this in my teaching/ }));
    await user.type(screen.getByRole("textbox", { name: /Term/ }), "Fall");
    await user.click(screen.getByRole("button", { name: "Post feedback" }));
    const term = screen.getByRole("textbox", { name: /Term/ });
    await waitFor(() => expect(term).toHaveAccessibleDescription("Term must be at most 60 characters"));
    expect(term).toHaveFocus();
  });

  it("changes and removes the member's own feedback", async () => {
    const mine = buildFeedback({
      member: buildMember(ids.me, "Max", "Member"),
      rating: 2,
      comment: "Too long",
    });
    let list = buildFeedbackList([mine], { mine });
    const requests = mockApi({
      "GET /User/me": () => ({ status: 200, data: me }),
      [`GET ${feedbackUrl}`]: () => ({ status: 200, data: list }),
      [`PUT ${feedbackUrl}`]: () => ({ status: 200, data: mine }),
      [`DELETE ${feedbackUrl}`]: () => {
        list = buildFeedbackList([]);
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderSection();

    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const form = screen.getByRole("form", { name: "Change your feedback" });
    expect(within(form).getByRole("radio", { name: "2 stars, Fair" })).toBeChecked();
    expect(within(form).getByRole("textbox", { name: /Comment/ })).toHaveValue("Too long");
    await user.click(within(form).getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: "Remove" }));
    await user.click(await screen.findByRole("button", { name: "Remove feedback" }));
    expect(await screen.findByRole("form", { name: "Give feedback" })).toBeInTheDocument();
    expect(requests.some((r) => r.method === "delete" && r.url === feedbackUrl)).toBe(true);
  });

  it("tells an author why they cannot rate, and invites a signed-out reader to sign in", async () => {
    mockApi({
      "GET /User/me": () => ({ status: 200, data: { ...me, userId: ids.author } }),
      [`GET ${feedbackUrl}`]: () => ({
        status: 200,
        data: buildFeedbackList([], { canGiveFeedback: false }),
      }),
    });
    const { unmount } = renderSection();
    expect(await screen.findByText("Authors cannot rate their own card.")).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    unmount();

    const user = userEvent.setup();
    const { auth } = renderSection(false);
    expect(await screen.findByText("Sign in to rate this card")).toBeInTheDocument();
    // Log in opens the identity provider's log-in form, Create account its sign-up form; both come
    // back to the card's Feedback section.
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(auth.signinRedirect).toHaveBeenLastCalledWith({
      state: { redirectTo: "/#feedback" },
      extraQueryParams: { return_to: "/#feedback" },
    });
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(auth.signinRedirect).toHaveBeenLastCalledWith({
      state: { redirectTo: "/#feedback" },
      extraQueryParams: { screen_hint: "signup", return_to: "/#feedback" },
    });
  });
});
