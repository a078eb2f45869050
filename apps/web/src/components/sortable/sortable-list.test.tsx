import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { moveItem, SortableList } from "./sortable-list";

const people = [
  { id: "a", name: "Ada" },
  { id: "b", name: "Grace" },
  { id: "c", name: "Alan" },
];

function Harness({ onReorder }: { onReorder: (ids: string[]) => void }) {
  const [items, setItems] = useState(people);
  return (
    <SortableList
      items={items}
      getId={(p) => p.id}
      getLabel={(p) => p.name}
      label="People in order"
      onReorder={(next) => {
        setItems(next);
        onReorder(next.map((p) => p.id));
      }}
      renderItem={(p) => <span>{p.name}</span>}
    />
  );
}

describe("SortableList", () => {
  it("moves an entry with its Move buttons, reports the full order and announces the move", async () => {
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Move Alan up" }));
    expect(onReorder).toHaveBeenLastCalledWith(["a", "c", "b"]);
    const rows = within(screen.getByRole("list", { name: "People in order" })).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("Ada"),
      expect.stringContaining("Alan"),
      expect.stringContaining("Grace"),
    ]);
    expect(screen.getByText("Moved Alan to position 2 of 3.")).toBeInTheDocument();
  });

  it("loads drag and drop when a handle is pressed with the keyboard, and picks the entry up", async () => {
    render(<Harness onReorder={vi.fn()} />);
    const user = userEvent.setup();
    const name = "Drag to reorder Grace (position 2 of 3)";
    expect(screen.getByRole("button", { name })).not.toHaveAttribute("aria-pressed");
    screen.getByRole("button", { name }).focus();
    await user.keyboard(" ");
    // The rows are dnd-kit's now: the same handle, focused again and picked up by the same key.
    await waitFor(() => expect(screen.getByRole("button", { name })).toHaveAttribute("aria-pressed", "true"));
    expect(screen.getByRole("button", { name })).toHaveFocus();
  });

  it("gives every row a keyboard drag handle and disables moves past the ends", () => {
    render(<Harness onReorder={vi.fn()} />);
    const handle = screen.getByRole("button", { name: "Drag to reorder Ada (position 1 of 3)" });
    expect(handle).toHaveAttribute("aria-roledescription", "sortable");
    expect(screen.getByRole("button", { name: "Move Ada up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Alan down" })).toBeDisabled();
  });
});

describe("moveItem", () => {
  it("moves within bounds and ignores moves past the ends", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
  });
});
