import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

type ExternalAuthor = { name: string; title: string | null; institution: string | null };

/** Adds a co-author who has no account: a name, and optionally their title and institution. */
export function ExternalAuthorForm({
  onSubmit,
  onCancel,
  isPending,
}: {
  onSubmit: (author: ExternalAuthor) => Promise<void>;
  onCancel: () => void;
  isPending: boolean;
}) {
  const id = useId();
  const [name, setName] = useState("");
  const [title, setTitle] = useState("");
  const [institution, setInstitution] = useState("");
  const [error, setError] = useState<string>();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError("Enter the co-author's name.");
    await onSubmit({
      name: name.trim(),
      title: title.trim() || null,
      institution: institution.trim() || null,
    });
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(e)}
      className="grid gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-3"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-name`} className="text-xs font-medium text-slate-700">
          Name
        </label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={160}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoFocus
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-title`} className="text-xs font-medium text-slate-700">
          Title (optional)
        </label>
        <Input id={`${id}-title`} value={title} maxLength={160} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-institution`} className="text-xs font-medium text-slate-700">
          Institution (optional)
        </label>
        <Input
          id={`${id}-institution`}
          value={institution}
          maxLength={200}
          onChange={(e) => setInstitution(e.target.value)}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700 sm:col-span-3">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit" size="sm" isLoading={isPending}>
          Add co-author
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
