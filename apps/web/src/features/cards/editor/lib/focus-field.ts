import type { FieldUnit } from "@keen/contracts";
import { fieldControlId } from "./field-labels";

/** Scrolls to the control editing a unit and focuses it (or the first focusable thing inside it). */
export function focusField(unit: FieldUnit): void {
  const element = document.getElementById(fieldControlId(unit));
  if (!element) return;
  const target = element.matches("input, textarea, select, button, [contenteditable=true]")
    ? element
    : (element.querySelector<HTMLElement>("input:checked, input, textarea, select, [contenteditable=true]") ??
      element);
  target.scrollIntoView?.({ block: "center", behavior: "smooth" });
  target.focus({ preventScroll: true });
}
