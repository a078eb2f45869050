/** Where the caret goes when a field turns live: where the person clicked, or its start or end. */
export type CaretTarget = { kind: "point"; x: number; y: number } | { kind: "start" } | { kind: "end" };

/**
 * A person's intent to edit a read-only field before its editor has loaded: where the caret goes
 * and what they typed meanwhile (`"\n"` for Enter, `"\b"` for a Backspace past their own typing),
 * replayed into the editor when it takes over.
 */
export type Activation = { caret: CaretTarget; typed: string[] };

/**
 * Records a key pressed in the read-only field: text, Enter and Backspace are kept for the editor
 * (Backspace takes back a character typed meanwhile), Ctrl/⌘+Home/End move the caret. Answers whether the key was
 * taken (the caller then prevents its default); anything else (Tab, shortcuts) is left alone.
 */
export function recordKey(
  activation: Activation,
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">,
) {
  const withModifier = event.ctrlKey || event.metaKey;
  if (withModifier && (event.key === "Home" || event.key === "End")) {
    activation.caret = { kind: event.key === "Home" ? "start" : "end" };
    return true;
  }
  if (withModifier || event.altKey) return false;
  if (event.key === "Enter") activation.typed.push("\n");
  else if (event.key === "Backspace") {
    const last = activation.typed[activation.typed.length - 1];
    if (last !== undefined && last !== "\b") activation.typed.pop();
    else activation.typed.push("\b");
  } else if (event.key.length === 1 || /^\p{L}$/u.test(event.key)) activation.typed.push(event.key);
  else return false;
  return true;
}
