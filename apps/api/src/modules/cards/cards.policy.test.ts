import { authorizeCard, type CardResource, cardAbilities, cardPolicy } from "@keen/cards";
import { describe, expect, it } from "vitest";

const author = { userId: "author", role: "member" as const };
const editor = { userId: "editor", role: "member" as const };
const member = { userId: "member", role: "member" as const };
const admin = { userId: "admin", role: "admin" as const };
const card = (over: Partial<CardResource> = {}): CardResource => ({
  status: "draft",
  isDeleted: false,
  hasPublishedVersion: false,
  authorIds: ["author"],
  editorIds: ["editor"],
  requesteeIds: [],
  isHidden: false,
  ...over,
});
const published = card({ status: "published", hasPublishedVersion: true });

describe("cardPolicy", () => {
  it("lets anyone read a published card, only collaborators its draft", () => {
    expect(cardPolicy.can(member, "readPublished", published)).toBe(true);
    expect(cardPolicy.can(member, "readDraft", published)).toBe(false);
    expect(cardPolicy.can(editor, "readDraft", published)).toBe(true);
    expect(cardPolicy.can(null, "read", published)).toBe(true);
    expect(cardPolicy.can(null, "readPublished", published)).toBe(true);
    expect(cardPolicy.can(null, "readDraft", published)).toBe(false);
  });

  it("shows visitors nothing but public cards, and lets them do nothing else", () => {
    expect(cardPolicy.can(null, "read", card())).toBe(false);
    expect(cardPolicy.can(null, "read", card({ status: "unpublished", hasPublishedVersion: true }))).toBe(
      false,
    );
    expect(cardPolicy.can(null, "read", { ...published, isDeleted: true })).toBe(false);
    for (const action of ["edit", "bookmark", "giveFeedback", "comment", "requestFeedback"] as const) {
      expect(cardPolicy.can(null, action, published)).toBe(false);
    }
  });

  it("hides unpublished cards from members and deleted cards from editors", () => {
    const unpublished = card({ status: "unpublished", hasPublishedVersion: true });
    expect(cardPolicy.can(member, "read", unpublished)).toBe(false);
    expect(cardPolicy.can(editor, "readPublished", unpublished)).toBe(true);
    const deleted = card({ ...published, isDeleted: true });
    expect(cardPolicy.can(editor, "read", deleted)).toBe(false);
    expect(cardPolicy.can(author, "read", deleted)).toBe(true);
    expect(cardPolicy.can(admin, "restore", deleted)).toBe(true);
  });

  it("answers 404 to those who may not see the card and 403 to those who may", () => {
    expect(() => authorizeCard(member, "edit", card())).toThrow(expect.objectContaining({ statusCode: 404 }));
    expect(() => authorizeCard(member, "edit", published)).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
    expect(() => authorizeCard(null, "read", card())).toThrow(expect.objectContaining({ statusCode: 401 }));
    expect(() => authorizeCard(null, "bookmark", published)).toThrow(
      expect.objectContaining({ statusCode: 401 }),
    );
    expect(() => authorizeCard(editor, "edit", published)).not.toThrow();
  });

  it("gives editors editing but not publishing, authors and admins everything", () => {
    expect(cardAbilities(editor, published)).toEqual({
      edit: true,
      publish: false,
      unpublish: false,
      delete: false,
      restore: false,
      manageAuthors: false,
      viewAnalytics: true,
      bookmark: true,
      giveFeedback: false,
      requestFeedback: true,
      comment: true,
    });
    for (const owner of [author, admin]) {
      expect(cardAbilities(owner, published)).toEqual({
        edit: true,
        publish: true,
        unpublish: true,
        delete: true,
        restore: false,
        manageAuthors: true,
        viewAnalytics: true,
        bookmark: true,
        giveFeedback: owner === admin,
        requestFeedback: true,
        comment: true,
      });
    }
  });

  it("lets a member asked for feedback read the draft, read-only, and give feedback on it", () => {
    const asked = { userId: "asked", role: "member" as const };
    const draft = card({ requesteeIds: ["asked"] });
    expect(cardPolicy.can(asked, "readDraft", draft)).toBe(true);
    expect(cardPolicy.can(member, "readDraft", draft)).toBe(false);
    expect(cardAbilities(asked, draft)).toMatchObject({
      edit: false,
      publish: false,
      delete: false,
      manageAuthors: false,
      viewAnalytics: false,
      requestFeedback: false,
      giveFeedback: true,
      bookmark: false,
      comment: false,
    });
    expect(cardPolicy.can(asked, "viewFeedbackRequests", draft)).toBe(false);
    const deleted = card({ requesteeIds: ["asked"], isDeleted: true });
    expect(cardPolicy.can(asked, "read", deleted)).toBe(false);
    expect(cardPolicy.can(asked, "giveFeedback", deleted)).toBe(false);
  });

  it("lets members who are not authors or editors give feedback on a published card", () => {
    expect(cardPolicy.can(member, "giveFeedback", published)).toBe(true);
    expect(cardPolicy.can(author, "giveFeedback", published)).toBe(false);
    expect(cardPolicy.can(editor, "giveFeedback", published)).toBe(false);
    expect(cardPolicy.can(member, "giveFeedback", card())).toBe(false);
    expect(
      cardPolicy.can(member, "bookmark", card({ status: "unpublished", hasPublishedVersion: true })),
    ).toBe(false);
  });
});
