/** "Golden, CO, United States" from the parts an institution has. */
export function formatPlace(institution: { city: string | null; region: string | null; country: string }) {
  return [institution.city, institution.region, institution.country].filter(Boolean).join(", ");
}

/** A website address without the scheme and trailing slash, for display ("www.mines.edu"). */
export function displayWebsite(website: string): string {
  return website.replace(/^https?:\/\//i, "").replace(/\/+$/, "");
}
