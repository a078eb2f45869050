/** Names joined for reading: "A", "A and B", "A, B and C", "A, B and 3 others" past `max`. */
export function joinNames(names: string[], max = 3): string {
  if (names.length <= 1) return names[0] ?? "";
  if (names.length > max) {
    const shown = names.slice(0, max - 1);
    const rest = names.length - shown.length;
    return `${shown.join(", ")} and ${rest} others`;
  }
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
