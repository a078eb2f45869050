import { zodResolver } from "@hookform/resolvers/zod";
import { cardLimits } from "@keen/contracts";
import { ArrowRight } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { useCreateCard } from "@/features/cards/api/create-card";
import { useCardTypes } from "@/features/cards/api/get-card-types";
import { isApiError } from "@/lib/api-client";
import { CardTypeOptions } from "../components/card-type-options";

const CreateCardFormSchema = z.object({
  typeId: z.string({ message: "Choose a card type" }).min(1, "Choose a card type"),
  title: z
    .string()
    .trim()
    .min(1, "Give the card a working title")
    .max(cardLimits.title, `Keep the title under ${cardLimits.title} characters`),
});
type CreateCardFormValues = z.infer<typeof CreateCardFormSchema>;

/** Starts a card: pick its type and a working title, then continue in the editor. */
export function CardCreateForm() {
  const navigate = useNavigate();
  const types = useCardTypes();
  const create = useCreateCard();
  const form = useForm<CreateCardFormValues>({
    resolver: zodResolver(CreateCardFormSchema),
    defaultValues: { typeId: "", title: "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const card = await create.mutateAsync(values);
      void navigate(`/card/edit/${card.id}`, { replace: true });
    } catch (error) {
      if (!isApiError(error, "validation_error")) return;
      for (const issue of error.details) {
        if (issue.field === "typeId" || issue.field === "title") {
          form.setError(issue.field, { type: "server", message: issue.message });
        }
      }
      if (!error.details.length) form.setError("root", { message: error.message });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-8">
      {types.isLoading ? (
        <div className="grid gap-2.5 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : (
        <Controller
          control={form.control}
          name="typeId"
          render={({ field }) => (
            <CardTypeOptions
              id="create-type"
              name={field.name}
              legend="What kind of card is it?"
              types={types.data ?? []}
              value={field.value || null}
              onChange={field.onChange}
              inputRef={field.ref}
              error={errors.typeId?.message}
            />
          )}
        />
      )}
      <Field
        id="create-title"
        label="Working title"
        error={errors.title?.message}
        hint="You can change it any time."
      >
        <Input
          id="create-title"
          {...form.register("title")}
          placeholder="e.g. Design a bridge from index cards"
          aria-invalid={!!errors.title || undefined}
          aria-describedby={errors.title ? "create-title-error" : "create-title-hint"}
          className="h-12 font-serif text-lg"
        />
      </Field>
      {errors.root ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse items-stretch justify-between gap-4 border-t border-slate-100 pt-6 sm:flex-row sm:items-center">
        <p className="text-sm text-slate-600">It stays a private draft until you publish it.</p>
        <Button type="submit" size="lg" isLoading={create.isPending}>
          Create draft
          {create.isPending ? null : <ArrowRight aria-hidden />}
        </Button>
      </div>
    </form>
  );
}
