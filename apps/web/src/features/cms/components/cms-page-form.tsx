import { zodResolver } from "@hookform/resolvers/zod";
import { type CmsPage, emptyRichText } from "@keen/contracts";
import { useDeferredValue, useId, useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { RichTextEditor } from "@/components/rich-text/rich-text-editor";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Input, Textarea } from "@/components/ui/input";
import { Field, FieldError, Label } from "@/components/ui/label";
import { fieldA11y } from "@/lib/field-a11y";
import { applyServerErrors, fieldMessage } from "@/lib/form-server-errors";
import { notify } from "@/lib/notifications";
import { useSaveCmsPage } from "../api/save-cms-page";
import { useCmsPageImageUploads } from "../hooks/use-cms-page-images";
import {
  type CmsPageFormInput,
  CmsPageFormSchema,
  type CmsPageFormValues,
  cmsPageFields,
  toFormValues,
} from "../lib/cms-page-form";
import { slugify } from "../lib/slugify";
import { CmsPreview } from "./cms-preview";
import { SlugField } from "./slug-field";
import { UnsavedChangesGuard } from "./unsaved-changes-guard";

type CmsPageFormProps = {
  page?: CmsPage;
  /** Called after a successful save with the saved page. */
  onSaved: (page: CmsPage) => void;
};

/** The page editor: title, address, summary, rich content and the active switch, with a live preview. */
export function CmsPageForm({ page, onSaved }: CmsPageFormProps) {
  const form = useForm<CmsPageFormInput, unknown, CmsPageFormValues>({
    resolver: zodResolver(CmsPageFormSchema),
    defaultValues: toFormValues(page),
  });
  const save = useSaveCmsPage();
  const [formError, setFormError] = useState<string>();
  const isSlugEdited = useRef(Boolean(page));
  const contentLabelId = useId();
  const { imageSrc, uploadImage } = useCmsPageImageUploads(page?.id);
  const { errors, isDirty, isSubmitting } = form.formState;
  const [title, summary, content] = useWatch({
    control: form.control,
    name: ["title", "summary", "content"],
  });
  const previewContent = useDeferredValue(content);

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const input = { ...values, summary: values.summary || null, content: values.content ?? emptyRichText };
    try {
      const saved = await save.mutateAsync({ id: page?.id, input });
      notify({
        type: "success",
        title: page ? "Page saved" : "Page created",
        message: `/${saved.slug}${saved.isActive ? " is live." : " is saved as inactive."}`,
      });
      form.reset(toFormValues(saved));
      onSaved(saved);
    } catch (error) {
      setFormError(applyServerErrors(form.setError, error, cmsPageFields));
    }
  });

  const titleField = form.register("title", {
    onChange: (event) => {
      if (!isSlugEdited.current) form.setValue("slug", slugify(String(event.target.value)));
    },
  });
  const slugField = form.register("slug", { onChange: () => (isSlugEdited.current = true) });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-8 xl:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-5">
        <Field id="cms-title" label="Title" error={fieldMessage("Title", errors.title?.message)}>
          <Input {...fieldA11y("cms-title", errors.title)} {...titleField} />
        </Field>
        <SlugField id="cms-slug" error={fieldMessage("Address", errors.slug?.message)} {...slugField} />
        <Field
          id="cms-summary"
          label="Summary"
          error={fieldMessage("Summary", errors.summary?.message)}
          hint="One or two sentences shown under the title."
        >
          <Textarea
            rows={2}
            {...fieldA11y("cms-summary", errors.summary, true)}
            {...form.register("summary")}
          />
        </Field>
        <div className="flex flex-col gap-1.5">
          <Label id={contentLabelId} htmlFor="cms-content">
            Content
          </Label>
          <Controller
            control={form.control}
            name="content"
            render={({ field }) => (
              <RichTextEditor
                id="cms-content"
                labelId={contentLabelId}
                label="Content"
                value={field.value}
                onChange={field.onChange}
                isInvalid={!!errors.content}
                placeholder="Write the page…"
                onUploadImage={uploadImage}
                imageSrc={imageSrc}
                describedBy={page ? undefined : "cms-content-images-hint"}
              />
            )}
          />
          {page ? null : (
            <p id="cms-content-images-hint" className="text-xs text-slate-500">
              Create the page first to add images; you can keep it inactive until it is ready.
            </p>
          )}
          <FieldError id="cms-content" message={fieldMessage("Content", errors.content?.message)} />
        </div>
        <label className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50/70 p-4">
          <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" {...form.register("isActive")} />
          <span>
            <span className="block text-sm font-medium text-slate-900">Active</span>
            <span className="block text-sm text-slate-600">
              Visitors can read the page at its address. Inactive pages show the not-found page.
            </span>
          </span>
        </label>
        <FormAlert message={formError} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" isLoading={save.isPending}>
            {page ? "Save page" : "Create page"}
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin/cms">Back to pages</Link>
          </Button>
        </div>
      </div>
      <UnsavedChangesGuard isDirty={isDirty && !isSubmitting} />
      <div className="min-w-0 xl:sticky xl:top-24 xl:self-start">
        <CmsPreview title={title} summary={summary} content={previewContent} imageSrc={imageSrc} />
      </div>
    </form>
  );
}
