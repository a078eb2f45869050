/** Whether a platform role may review cards and open `/reviews` (reviewers and admins). */
export function canReview(role: string | undefined): boolean {
  return role === "reviewer" || role === "admin";
}
