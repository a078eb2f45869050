import { Pencil } from "lucide-react";
import { type ReactNode, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { EditorLoading, preloadEditors } from "./lazy-editors";

type EditDialogProps = {
  /** The trigger's accessible name, e.g. "Edit disciplines". */
  label: string;
  title: string;
  description?: string;
  size?: "md" | "lg";
  /** Gets `close`, for editors that finish with a save. */
  children: (close: () => void) => ReactNode;
  /** A custom trigger instead of the small "Edit" button. */
  trigger?: ReactNode;
};

/** An "Edit" button on the own profile that opens one section's editor (loaded on demand) in a dialog. */
export function EditDialog({ label, title, description, size = "lg", children, trigger }: EditDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild onPointerEnter={preloadEditors} onFocus={preloadEditors}>
        {trigger ?? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={label}
            className="text-brand-700 hover:text-brand-800"
          >
            <Pencil aria-hidden />
            Edit
          </Button>
        )}
      </DialogTrigger>
      <DialogContent title={title} description={description} size={size}>
        <Suspense fallback={<EditorLoading />}>{children(() => setOpen(false))}</Suspense>
      </DialogContent>
    </Dialog>
  );
}
