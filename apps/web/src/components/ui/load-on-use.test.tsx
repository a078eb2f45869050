import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { onDemand } from "@/lib/on-demand";
import { LoadOnUse } from "./load-on-use";

function Part({ open }: { open: boolean }) {
  return <p>{open ? "Menu open" : "Menu closed"}</p>;
}

function Control({ part }: { part: ReturnType<typeof onDemand<typeof Part>> }) {
  return (
    <LoadOnUse
      part={part}
      popup="menu"
      placeholder={(trigger) => (
        <button type="button" {...trigger}>
          More
        </button>
      )}
    >
      {(Loaded, openAsked) => <Loaded open={openAsked} />}
    </LoadOnUse>
  );
}

describe("LoadOnUse", () => {
  it("shows the look-alike until pressed, preloads on pointing and swaps the part in open", async () => {
    const importer = vi.fn(async () => Part);
    const part = onDemand(importer);
    render(<Control part={part} />);
    const button = screen.getByRole("button", { name: "More" });
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(importer).not.toHaveBeenCalled();

    await userEvent.hover(button);
    expect(importer).toHaveBeenCalledTimes(1);
    // Loaded but not asked for: the look-alike stays, so a press is never split between two buttons.
    expect(screen.getByRole("button", { name: "More" })).toBeInTheDocument();

    await userEvent.click(button);
    expect(await screen.findByText("Menu open")).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("renders the part at once, closed, when its code is already in", async () => {
    const part = onDemand(async () => Part);
    await part.load();
    render(<Control part={part} />);
    expect(screen.getByText("Menu closed")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("keeps the look-alike when the download fails, and tries again on the next press", async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Part);
    render(<Control part={onDemand(importer)} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "More" })));
    expect(screen.getByRole("button", { name: "More" })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "More" })));
    expect(await screen.findByText("Menu open")).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
