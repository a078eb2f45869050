import { type CardResources, cardLimits, type ResourceItem } from "@keen/contracts";
import { describe, expect, it } from "vitest";
import { hasRoom, itemKey, resourcesOps } from "./resources";

const link = (id: string): ResourceItem => ({
  kind: "link",
  id,
  url: `https://example.edu/${id}`,
  title: id,
});
const file = (id: string): ResourceItem => ({ kind: "attachment", attachmentId: id });
const folder = (id: string, items: ResourceItem[]) => ({ id, title: id, description: "", items });

const resources: CardResources = {
  folders: [
    folder("before", [file("slides"), link("video"), file("quiz")]),
    folder("after", [link("survey")]),
  ],
};
const keysOf = (r: CardResources) => r.folders.map((f) => [f.id, f.items.map(itemKey)]);

describe("resourcesOps.moveItemToFolder", () => {
  it("moves the item to the end of the target folder and keeps the order of the rest", () => {
    const moved = resourcesOps.moveItemToFolder(resources, "before", "video", "after");
    expect(keysOf(moved)).toEqual([
      ["before", ["slides", "quiz"]],
      ["after", ["survey", "video"]],
    ]);
    expect(moved.folders[1]!.items[1]).toEqual(link("video"));
  });

  it("moves attachments by their attachment id, and into an empty folder", () => {
    const withEmpty = { folders: [...resources.folders, folder("empty", [])] };
    const moved = resourcesOps.moveItemToFolder(withEmpty, "before", "quiz", "empty");
    expect(keysOf(moved)[2]).toEqual(["empty", ["quiz"]]);
    expect(keysOf(moved)[0]).toEqual(["before", ["slides", "video"]]);
  });

  it("changes nothing for its own folder, an unknown item or folder, or a full folder", () => {
    expect(resourcesOps.moveItemToFolder(resources, "before", "video", "before")).toBe(resources);
    expect(resourcesOps.moveItemToFolder(resources, "before", "nope", "after")).toBe(resources);
    expect(resourcesOps.moveItemToFolder(resources, "before", "video", "nope")).toBe(resources);
    expect(resourcesOps.moveItemToFolder(resources, "after", "video", "before")).toBe(resources);
    const full = folder(
      "full",
      Array.from({ length: cardLimits.folderItems }, (_, i) => link(`l${i}`)),
    );
    const withFull = { folders: [...resources.folders, full] };
    expect(hasRoom(full)).toBe(false);
    expect(resourcesOps.moveItemToFolder(withFull, "before", "video", "full")).toBe(withFull);
  });
});
