import { RotateCcw, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";

export const GENERIC_ERROR_TITLE = "Oops! Something went wrong";
export const GENERIC_ERROR_MESSAGE = "An unexpected error occurred. Please try again.";

/** The readable message of a thrown value, if it has one. */
export function getErrorMessage(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return undefined;
}

type ErrorScreenProps = {
  error?: unknown;
  onReset: () => void;
};

/** The generic error screen of spec §2: the error's message (or a generic one) and a "Try again" button. */
export function ErrorScreen({ error, onReset }: ErrorScreenProps) {
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-6 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-red-50 text-red-700 ring-1 ring-red-200">
        <TriangleAlert className="size-7" aria-hidden />
      </span>
      <h2 className="mt-5 text-2xl font-semibold">{GENERIC_ERROR_TITLE}</h2>
      <p className="mt-2 leading-7 text-slate-600">{getErrorMessage(error) ?? GENERIC_ERROR_MESSAGE}</p>
      <Button className="mt-6" onClick={onReset}>
        <RotateCcw aria-hidden />
        Try again
      </Button>
    </div>
  );
}
