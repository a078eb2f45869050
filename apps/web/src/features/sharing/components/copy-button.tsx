import { Check, Copy } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useCopy } from "../lib/use-copy";

type CopyButtonProps = Omit<ButtonProps, "onClick" | "children"> & {
  /** The text to copy (nothing to copy yet disables the button). */
  text: string | undefined;
  label: string;
  /** Called after a successful copy (analytics). */
  onCopied?: () => void;
};

/** A button that copies text and turns into "Copied" for two seconds, announced to screen readers. */
export function CopyButton({ text, label, onCopied, disabled, ...props }: CopyButtonProps) {
  const { isCopied, copy } = useCopy();
  async function handleClick() {
    if (text !== undefined && (await copy(text))) onCopied?.();
  }
  return (
    <>
      <Button {...props} disabled={disabled || text === undefined} onClick={() => void handleClick()}>
        {isCopied ? <Check aria-hidden /> : <Copy aria-hidden />}
        {isCopied ? "Copied" : label}
      </Button>
      <span className="sr-only" aria-live="polite">
        {isCopied ? "Copied to the clipboard" : ""}
      </span>
    </>
  );
}
