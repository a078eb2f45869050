import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import { Dialog, DialogContent } from "./dialog";

/** A dialog opened from state (no DialogTrigger) with a search box that takes focus, as the list pickers are. */
function StateOpenedDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add fellows</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Pick fellows">
          <input aria-label="Search members" autoFocus />
          <Button onClick={() => setOpen(false)}>Done</Button>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe("DialogContent", () => {
  it("hands focus back to the button that opened it, also without a DialogTrigger", async () => {
    const user = userEvent.setup();
    render(<StateOpenedDialog />);
    await user.click(screen.getByRole("button", { name: "Add fellows" }));
    await user.click(await screen.findByRole("button", { name: "Done" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Add fellows" })).toHaveFocus();
  });

  it("does the same when closed with Escape", async () => {
    const user = userEvent.setup();
    render(<StateOpenedDialog />);
    await user.click(screen.getByRole("button", { name: "Add fellows" }));
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Add fellows" })).toHaveFocus();
  });
});
