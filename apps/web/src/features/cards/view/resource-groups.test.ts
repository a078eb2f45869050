import type { CardAttachment } from "@keen/contracts";
import { describe, expect, it } from "vitest";
import { fileNameFromDisposition, fileNameFromTitle } from "@/lib/save-blob";
import { groupResources } from "./resource-groups";

const attachment = (id: string, name: string): CardAttachment => ({
  id,
  name,
  contentType: "application/pdf",
  size: 1200,
  folderId: null,
  url: `http://api.test/File/${id}/Content?token=t`,
  thumbnailUrl: null,
  createdAt: "2026-11-12T10:00:00.000Z",
});

describe("groupResources", () => {
  it("resolves folder items in order, skips missing files and keeps unplaced files last", () => {
    const groups = groupResources(
      {
        folders: [
          {
            id: "f1",
            title: "Handouts",
            description: "",
            items: [
              { kind: "attachment", attachmentId: "b" },
              { kind: "link", id: "l1", url: "https://asee.org", title: "ASEE" },
              { kind: "attachment", attachmentId: "missing" },
            ],
          },
        ],
      },
      [attachment("a", "extra.pdf"), attachment("b", "handout.pdf")],
    );
    expect(groups.map((g) => g.title)).toEqual(["Handouts", "Other files"]);
    expect(groups[0]?.entries.map((e) => e.key)).toEqual(["b", "l1"]);
    expect(groups[1]?.entries.map((e) => e.key)).toEqual(["a"]);
  });

  it("calls loose files just Files when there are no folders", () => {
    expect(groupResources({ folders: [] }, [attachment("a", "x.pdf")]).map((g) => g.title)).toEqual([
      "Files",
    ]);
    expect(groupResources({ folders: [] }, [])).toEqual([]);
  });
});

describe("download file names", () => {
  it("prefers the UTF-8 name of Content-Disposition", () => {
    expect(
      fileNameFromDisposition(`attachment; filename="Br_cke.zip"; filename*=UTF-8''Br%C3%BCcke.zip`),
    ).toBe("Brücke.zip");
    expect(fileNameFromDisposition('attachment; filename="plain.zip"')).toBe("plain.zip");
    expect(fileNameFromDisposition(undefined)).toBeUndefined();
  });

  it("makes a safe name from a card title", () => {
    expect(fileNameFromTitle("Brücke: design sprint!", "zip")).toBe("brucke-design-sprint.zip");
    expect(fileNameFromTitle("  ", "zip")).toBe("card.zip");
  });
});
