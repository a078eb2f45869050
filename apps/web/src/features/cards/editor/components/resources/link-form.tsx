import { cardLimits } from "@keen/contracts";
import { Link2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { contentChecks } from "../../lib/content-checks";

type LinkFormProps = {
  initial?: { url: string; title: string };
  submitLabel: string;
  onSubmit: (link: { url: string; title: string }) => void;
  onCancel?: () => void;
};

/** Adds or edits a link: the address is checked (http or https only) before it reaches the card. */
export function LinkForm({ initial, submitLabel, onSubmit, onCancel }: LinkFormProps) {
  const id = useId();
  const [url, setUrl] = useState(initial?.url ?? "");
  const [title, setTitle] = useState(initial?.title ?? "");
  const [error, setError] = useState<string>();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const candidate = /^[a-z][a-z0-9+.-]*:/i.test(url.trim()) ? url.trim() : `https://${url.trim()}`;
    // The contract's URL check (zod) loads with the first link added.
    const { HttpUrlSchema } = await contentChecks.load();
    const parsed = HttpUrlSchema.safeParse(candidate);
    if (!url.trim() || !parsed.success) {
      setError("Enter a web address starting with http:// or https://, e.g. https://example.edu/kit.");
      return;
    }
    onSubmit({ url: parsed.data, title: title.trim() });
    if (!initial) {
      setUrl("");
      setTitle("");
    }
    setError(undefined);
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative sm:flex-[3]">
          <Link2 aria-hidden className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" />
          <Input
            type="url"
            inputMode="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://…"
            aria-label="Link address"
            aria-invalid={!!error || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            maxLength={cardLimits.url}
            className="pl-9"
          />
        </div>
        <Input
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder="Title (optional)"
          aria-label="Link title"
          maxLength={cardLimits.linkTitle}
          className="sm:flex-[2]"
        />
        <div className="flex gap-2">
          <Button type="submit" variant="outline" className="flex-1">
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
