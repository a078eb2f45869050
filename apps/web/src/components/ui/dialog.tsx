import { Dialog as Primitive } from "radix-ui";
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useRef,
} from "react";
import { cn } from "@/lib/cn";
import { ModalCloseButton, ModalOverlay } from "./modal-parts";

/** The element that had focus when a state-opened dialog opened, to hand focus back to on close. */
const OpenerContext = createContext<RefObject<HTMLElement | null> | null>(null);

/**
 * A modal dialog built on Radix: focus trapped inside and returned to the trigger, Escape closes it.
 * A dialog opened from state (`open` without a `DialogTrigger`, e.g. a picker opened by a button)
 * also hands focus back to what had it before; Radix alone leaves it on the page body.
 */
export function Dialog(props: ComponentProps<typeof Primitive.Root>) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Read while rendering the opening: by the time effects run, focus may already be inside the dialog.
  if (props.open && !wasOpen.current) {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  wasOpen.current = !!props.open;
  return (
    <OpenerContext.Provider value={opener}>
      <Primitive.Root {...props} />
    </OpenerContext.Provider>
  );
}
export const DialogTrigger = Primitive.Trigger;
export const DialogClose = Primitive.Close;

type DialogContentProps = ComponentProps<typeof Primitive.Content> & {
  title: ReactNode;
  description?: ReactNode;
  /** `md` for short forms, `lg` for list editors. */
  size?: "md" | "lg";
};

/** The centred panel with its backdrop, title, optional description and a labelled close button. */
export function DialogContent({
  className,
  children,
  title,
  description,
  size = "md",
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const opener = useContext(OpenerContext);
  const handleCloseAutoFocus: DialogContentProps["onCloseAutoFocus"] = (event) => {
    onCloseAutoFocus?.(event);
    const target = opener?.current;
    if (event.defaultPrevented || !target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <Primitive.Portal>
      <ModalOverlay />
      <Primitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-(--radius-card) bg-white shadow-(--shadow-pop) outline-none motion-safe:data-[state=open]:animate-in-fade",
          size === "md" ? "max-w-md" : "max-w-2xl",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
        onCloseAutoFocus={handleCloseAutoFocus}
      >
        <div className="border-b border-slate-100 px-6 pt-5 pb-4 pr-14">
          <Primitive.Title className="font-serif text-xl font-semibold text-slate-900">
            {title}
          </Primitive.Title>
          {description ? (
            <Primitive.Description className="mt-1 text-sm leading-6 text-slate-600">
              {description}
            </Primitive.Description>
          ) : null}
        </div>
        <div className="min-h-0 overflow-y-auto px-6 py-5">{children}</div>
        <ModalCloseButton label="Close" />
      </Primitive.Content>
    </Primitive.Portal>
  );
}

/** The row of actions at the bottom of a dialog's form (secondary first, primary last). */
export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end sm:gap-3", className)}
      {...props}
    />
  );
}
