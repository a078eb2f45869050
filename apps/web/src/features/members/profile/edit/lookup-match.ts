/** Case- and accent-insensitive form of a name, as the server compares proposals ("Mécanique" = "mecanique"). */
export function normalizeName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();
}

/** True when `name` names one of `items` (ignoring case, accents and extra spaces). */
export function hasExactMatch(items: readonly { name: string }[], name: string): boolean {
  const wanted = normalizeName(name);
  return items.some((item) => normalizeName(item.name) === wanted);
}
