/** What the server refused that belongs to no field, shown above a form's buttons; nothing when empty. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
      {message}
    </p>
  );
}
