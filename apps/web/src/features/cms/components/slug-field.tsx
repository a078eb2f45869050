import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import { fieldA11y } from "@/lib/field-a11y";

type SlugFieldProps = Omit<ComponentProps<"input">, "id"> & { id: string; error?: string };

/** The page address: a `/` prefix and the slug, with the rules as a hint and the server's refusal as the error. */
export function SlugField({ id, error, ...props }: SlugFieldProps) {
  return (
    <Field
      id={id}
      label="Address"
      error={error}
      hint="Lower-case letters and digits with single hyphens, e.g. teaching-tips. The page lives at this path."
    >
      <div className="flex items-stretch">
        <span className="grid place-items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-500">
          /
        </span>
        <Input
          {...fieldA11y(id, error, true)}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          className="rounded-l-none font-mono"
          {...props}
        />
      </div>
    </Field>
  );
}
