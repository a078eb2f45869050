import type { RichTextNode } from "@keen/contracts";

function textOf(node: RichTextNode): string {
  if (node.text) return node.text;
  return (node.content ?? []).map(textOf).join(node.type === "doc" ? " " : "");
}

const clip = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A short, readable preview of a field's value for the conflict banner ("“Bridges in a day”",
 * "3 items", "selected: …"), so people can decide between versions without opening anything.
 */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "string") return `“${clip(value)}”`;
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === "string")) return value.length ? clip(value.join(", ")) : "(none)";
    return value.length === 1 ? "1 item" : `${value.length} items`;
  }
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (record.type === "doc") return `“${clip(textOf(record as RichTextNode).trim()) || "(empty)"}”`;
    if ("isSelected" in record) {
      const elaboration = typeof record.elaboration === "string" ? record.elaboration : "";
      return record.isSelected
        ? `selected${elaboration ? `: “${clip(elaboration, 100)}”` : ""}`
        : "not selected";
    }
    if (Array.isArray(record.folders))
      return `${record.folders.length} folder${record.folders.length === 1 ? "" : "s"}`;
  }
  return "changed";
}
