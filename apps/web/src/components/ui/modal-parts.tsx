import { XIcon } from "lucide-react";
import { Dialog as Primitive } from "radix-ui";

/** The dimmed, blurred backdrop behind a dialog or a sheet (both Radix dialogs). */
export function ModalOverlay() {
  return (
    <Primitive.Overlay className="fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[2px] motion-safe:data-[state=open]:animate-in-fade" />
  );
}

/** The × in the top right corner of a dialog or a sheet that closes it, named by `label` for screen readers. */
export function ModalCloseButton({ label }: { label: string }) {
  return (
    <Primitive.Close
      className="absolute top-3.5 right-3.5 grid size-9 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      aria-label={label}
    >
      <XIcon className="size-5" aria-hidden />
    </Primitive.Close>
  );
}
