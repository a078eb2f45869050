import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary";
import { ErrorScreen } from "./error-screen";

function Flaky({ shouldFail }: { shouldFail: boolean }) {
  if (shouldFail) throw new Error("Widget exploded");
  return <p>Widget works</p>;
}

/** A part of a page that crashes until "Try again" fixes its cause. */
function Harness() {
  const [shouldFail, setShouldFail] = useState(true);
  return (
    <ErrorBoundary onReset={() => setShouldFail(false)}>
      <Flaky shouldFail={shouldFail} />
    </ErrorBoundary>
  );
}

describe("ErrorScreen", () => {
  it("shows the title and the error's message", () => {
    render(<ErrorScreen error={new Error("The card could not be saved.")} onReset={() => {}} />);
    expect(screen.getByRole("heading", { name: "Oops! Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText("The card could not be saved.")).toBeInTheDocument();
  });

  it("falls back to the generic message when the error has none", () => {
    render(<ErrorScreen error={{}} onReset={() => {}} />);
    expect(screen.getByText("An unexpected error occurred. Please try again.")).toBeInTheDocument();
  });

  it("calls the reset on Try again", async () => {
    const onReset = vi.fn();
    render(<ErrorScreen onReset={onReset} />);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onReset).toHaveBeenCalledOnce();
  });
});

describe("ErrorBoundary", () => {
  afterEach(() => vi.restoreAllMocks());

  it("replaces a crashed part of the page with the error screen and recovers on Try again", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<Harness />);
    expect(screen.getByRole("alert")).toHaveTextContent("Widget exploded");
    expect(consoleError).toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("Widget works")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
