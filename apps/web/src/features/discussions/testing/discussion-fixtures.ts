import type { Comment, CommentList, CommentReply, EngagementMember } from "@keen/contracts";
import type { MockRoute } from "@/test/mock-api";

let sequence = 0;
const uuid = (prefix: string) => {
  sequence += 1;
  return `${prefix}0000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`;
};

export const cardId = "c0000000-0000-4000-8000-000000000001";

/** A member as comments show them. */
export function buildEngagementMember(
  firstName: string,
  lastName: string,
  userId = uuid("a"),
): EngagementMember {
  return { userId, firstName, lastName, pictureUrl: `/User/${userId}/ProfilePicture?size=64` };
}

const noAbilities = { edit: false, delete: false, reply: false };

/** A visible top-level comment by `author`, `minutesAgo` old, that anyone signed in may reply to. */
export function buildComment(
  author: EngagementMember,
  body: string,
  overrides: Partial<Comment> = {},
  minutesAgo = 10,
): Comment {
  return {
    id: uuid("b"),
    parentId: null,
    author,
    body,
    state: "visible",
    isHidden: false,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    editedAt: null,
    abilities: { ...noAbilities, reply: true },
    replies: [],
    ...overrides,
  };
}

/** A visible reply to `parent`. */
export function buildReply(
  parent: Comment,
  author: EngagementMember,
  body: string,
  overrides: Partial<CommentReply> = {},
): CommentReply {
  const { replies: _replies, ...reply } = buildComment(author, body, { parentId: parent.id }, 5);
  return { ...reply, abilities: noAbilities, ...overrides };
}

type FakeOptions = {
  comments: Comment[];
  /** Who the caller is: their comments get edit and delete; `isAdmin` may delete any. */
  me?: EngagementMember;
  isAdmin?: boolean;
  canComment?: boolean;
  pageSize?: number;
  muted?: boolean;
};

function countVisible(comments: Comment[]): number {
  return comments.reduce(
    (sum, c) => sum + (c.state === "visible" ? 1 : 0) + c.replies.filter((r) => r.state === "visible").length,
    0,
  );
}

/**
 * An in-memory discussion behind the comment calls, keeping to the contract: newest first, replies
 * oldest first, own comments editable, deleted comments with replies kept as placeholders.
 */
export function fakeDiscussion(options: FakeOptions) {
  const state = { comments: structuredClone(options.comments), muted: options.muted ?? false };
  const { me, isAdmin = false, canComment = !!me } = options;
  // Signed-out readers may do nothing but read.
  if (!me) {
    for (const comment of state.comments.flatMap((c) => [c, ...c.replies])) comment.abilities = noAbilities;
  }
  const base = `/Card/${cardId}/Comments`;
  const mine = (body: string, parentId: string | null): Comment => {
    if (!me) throw new Error("signed out");
    return buildComment(me, body, { parentId, abilities: { edit: true, delete: true, reply: !parentId } }, 0);
  };
  const find = (id: string) =>
    state.comments.flatMap((c) => [c, ...c.replies]).find((comment) => comment.id === id);

  const list = (page: number, pageSize: number): CommentList => ({
    items: state.comments.slice((page - 1) * pageSize, page * pageSize),
    total: state.comments.length,
    commentCount: countVisible(state.comments),
    page,
    pageSize,
    canComment,
  });

  const routes: Record<string, MockRoute> = {
    [`GET ${base}`]: (config) => ({
      status: 200,
      // Copies, as a server sends: the cache must never share objects with this fake.
      data: structuredClone(
        list(Number(config.params?.page ?? 1), options.pageSize ?? Number(config.params?.pageSize ?? 10)),
      ),
    }),
    [`POST ${base}`]: (config) => {
      const input = JSON.parse(String(config.data)) as { body: string; parentId: string | null };
      if (input.body.includes("forbidden words")) {
        return {
          status: 400,
          data: {
            message: "Validation failed",
            code: "validation_error",
            details: [{ field: "body", message: "must not contain links to unsafe sites" }],
          },
        };
      }
      const comment = mine(input.body, input.parentId);
      const parent = state.comments.find((c) => c.id === input.parentId);
      if (parent) parent.replies = [...parent.replies, comment];
      else state.comments = [comment, ...state.comments];
      return { status: 201, data: structuredClone(comment) };
    },
    "GET /Card/c0000000-0000-4000-8000-000000000001/CommentNotification": () => ({
      status: 200,
      data: { muted: state.muted },
    }),
    "PUT /Card/c0000000-0000-4000-8000-000000000001/CommentNotification": (config) => {
      state.muted = (JSON.parse(String(config.data)) as { muted: boolean }).muted;
      return { status: 200, data: { muted: state.muted } };
    },
  };
  for (const comment of state.comments.flatMap((c) => [c, ...c.replies])) {
    routes[`PUT ${base}/${comment.id}`] = (config) => {
      const current = find(comment.id);
      if (!current) return { status: 404 };
      current.body = (JSON.parse(String(config.data)) as { body: string }).body;
      current.editedAt = new Date().toISOString();
      return { status: 200, data: structuredClone({ replies: [], ...current }) };
    };
    routes[`DELETE ${base}/${comment.id}`] = () => {
      const current = find(comment.id);
      if (!current) return { status: 404 };
      const isOwn = current.author?.userId === me?.userId;
      if (!isOwn && !isAdmin) return { status: 403, data: { message: "Forbidden", code: "forbidden" } };
      Object.assign(current, {
        state: isOwn ? "deleted" : "removed",
        body: "",
        author: null,
        abilities: noAbilities,
      });
      state.comments = state.comments
        .map((c) => ({ ...c, replies: c.replies.filter((r) => r.state === "visible") }))
        .filter((c) => c.state === "visible" || c.replies.length > 0);
      return { status: 204 };
    };
  }
  return { state, routes };
}
