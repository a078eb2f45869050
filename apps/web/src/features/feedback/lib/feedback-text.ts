import { formatCount } from "@/lib/format-count";
/** "4.3" — an average to one decimal (the API already rounds; this keeps "4" as "4.0"). */
export function formatAverage(average: number): string {
  return average.toFixed(1);
}

/** "1 rating" / "12 ratings". */
export function ratingsLabel(count: number): string {
  return count === 1 ? "1 rating" : `${formatCount(count)} ratings`;
}

/** "used once" / "used 5 times". */
export function timesUsedLabel(count: number): string {
  return count === 1 ? "used once" : `used ${formatCount(count)} times`;
}

/** How a member used the card: "Used it in Fall 2026, class of 40" (empty when they did not). */
export function describeUse(feedback: {
  usedInTeaching: boolean;
  usedTerm: string | null;
  classSize: number | null;
}): string {
  if (!feedback.usedInTeaching) return "";
  const used = feedback.usedTerm ? `Used it in ${feedback.usedTerm}` : "Used it in teaching";
  const size = feedback.classSize ? `, class of ${formatCount(feedback.classSize)}` : "";
  return `${used}${size}`;
}

/** A member's full name. */
export function memberName(member: { firstName: string; lastName: string }): string {
  return `${member.firstName} ${member.lastName}`.trim() || "A member";
}
