import type { CardAttachment, CardResources } from "@keen/contracts";

export type ResourceEntry =
  | { kind: "attachment"; key: string; attachment: CardAttachment }
  | { kind: "link"; key: string; url: string; title: string };

export type ResourceGroup = { id: string; title: string; description: string; entries: ResourceEntry[] };

/**
 * The folders of a card's resources with their attachments resolved, in the authors' order.
 * Attachments that no folder lists (uploaded but not placed) are kept in a last "Other files"
 * group so nothing the reader may download is hidden; references to missing files are skipped.
 */
export function groupResources(resources: CardResources, attachments: CardAttachment[]): ResourceGroup[] {
  const byId = new Map(attachments.map((a) => [a.id, a]));
  const placed = new Set<string>();
  const groups: ResourceGroup[] = resources.folders.map((folder) => ({
    id: folder.id,
    title: folder.title.trim() || "Untitled folder",
    description: folder.description,
    entries: folder.items.flatMap((item): ResourceEntry[] => {
      if (item.kind === "link") return [{ kind: "link", key: item.id, url: item.url, title: item.title }];
      const attachment = byId.get(item.attachmentId);
      if (!attachment || placed.has(attachment.id)) return [];
      placed.add(attachment.id);
      return [{ kind: "attachment", key: attachment.id, attachment }];
    }),
  }));
  const loose = attachments.filter((a) => !placed.has(a.id));
  if (loose.length) {
    groups.push({
      id: "other-files",
      title: groups.length ? "Other files" : "Files",
      description: "",
      entries: loose.map((attachment) => ({ kind: "attachment", key: attachment.id, attachment })),
    });
  }
  return groups;
}
