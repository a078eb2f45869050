import type { ClientRect, CollisionDetection, DroppableContainer } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { type ResourceDragData, resourcesCollision } from "./resources-dnd";

type Args = Parameters<CollisionDetection>[0];

const rect = (top: number, height: number): ClientRect => ({
  top,
  left: 0,
  width: 400,
  height,
  bottom: top + height,
  right: 400,
});

/** Two folders stacked vertically, each with two items, as the page lays them out. */
const layout: [string, ResourceDragData, ClientRect][] = [
  ["folder-a", { type: "folder" }, rect(0, 300)],
  ["a1", { type: "item", folderId: "folder-a" }, rect(100, 40)],
  ["a2", { type: "item", folderId: "folder-a" }, rect(150, 40)],
  ["folder-b", { type: "folder" }, rect(320, 300)],
  ["b1", { type: "item", folderId: "folder-b" }, rect(420, 40)],
  ["b2", { type: "item", folderId: "folder-b" }, rect(470, 40)],
];

function argsFor(activeId: string, at: { x: number; y: number } | null, box: ClientRect): Args {
  const containers = layout.map(
    ([id, data]) => ({ id, data: { current: data }, disabled: false }) as unknown as DroppableContainer,
  );
  const active = layout.find(([id]) => id === activeId)!;
  return {
    active: {
      id: activeId,
      data: { current: active[1] },
      rect: { current: { initial: null, translated: null } },
    },
    collisionRect: box,
    droppableRects: new Map(layout.map(([id, , r]) => [id, r])),
    droppableContainers: containers,
    pointerCoordinates: at,
  };
}

const firstId = (args: Args) => resourcesCollision(args)[0]?.id;

describe("resourcesCollision", () => {
  it("targets another folder while the pointer of a dragged item is inside it", () => {
    expect(firstId(argsFor("a1", { x: 50, y: 430 }, rect(410, 40)))).toBe("folder-b");
  });

  it("reorders within the item's own folder when the pointer stays there", () => {
    expect(firstId(argsFor("a1", { x: 50, y: 160 }, rect(150, 40)))).toBe("a2");
  });

  it("lets folders collide only with folders, and keyboard drags stay in their own list", () => {
    expect(firstId(argsFor("folder-a", { x: 50, y: 430 }, rect(320, 300)))).toBe("folder-b");
    expect(firstId(argsFor("a2", null, rect(420, 40)))).toBe("a2");
  });
});
