/**
 * Where the caret goes when an editor takes over: where the person clicked, its start or end, or
 * where it was in the editor it replaces (a document position).
 */
export type CaretTarget =
  | { kind: "point"; x: number; y: number }
  | { kind: "start" }
  | { kind: "end" }
  | { kind: "position"; anchor: number; head: number };

/**
 * A person's intent to edit before the editor that will take it is in (a read-only field whose
 * editor is loading, an editor being replaced by a new one): where the caret goes and what they
 * typed meanwhile (`"\n"` for Enter, `"\b"` for a Backspace past their own typing), replayed
 * into the editor when it takes over.
 */
export type Activation = { caret: CaretTarget; typed: string[] };

/**
 * Records a key pressed before the editor is in: text, Enter and Backspace are kept for the editor
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
