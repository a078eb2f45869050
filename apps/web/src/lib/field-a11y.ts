/**
 * The accessibility attributes of a form control inside `Field`: its id, `aria-invalid` when there
 * is an error, and `aria-describedby` pointing at the error (or the hint) that `Field` renders.
 */
export function fieldA11y(id: string, error: unknown, hasHint = false) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
  };
}
