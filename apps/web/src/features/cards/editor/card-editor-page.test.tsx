import { screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { CardEditorPage } from "./card-editor-page";
import { CardCreateForm } from "./create/card-create-form";
import { buildCard, typeIds } from "./test/editor-fixtures";
import { bodiesOf, installLayoutStubs, renderEditor, renderWithApp } from "./test/render-editor";

beforeAll(() => installLayoutStubs());

describe("CardEditorPage states", { timeout: 20_000 }, () => {
  const id = buildCard().id;
  const render = (status: number) =>
    renderWithApp(<CardEditorPage id={id} />, `/card/edit/${id}`, "/card/edit/:id", {
      [`GET /Card/${id}`]: () => ({
        status,
        data: { message: "Card not found", code: status === 403 ? "forbidden" : "not_found" },
      }),
    });

  it("says an unknown card can't be found", async () => {
    render(404);
    expect(
      await screen.findByRole("heading", { name: "We couldn't find that card", level: 1 }),
    ).toBeInTheDocument();
  });

  it("tells a reader they can't edit, with a way to the card", async () => {
    render(403);
    expect(
      await screen.findByRole("heading", { name: "You can't edit this card", level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View the card" })).toHaveAttribute("href", `/card/${id}`);
  });

  it("offers Restore for a deleted card", async () => {
    const deleted = buildCard({
      isDeleted: true,
      abilities: { ...buildCard().abilities, edit: false, restore: true },
    });
    renderEditor(deleted);
    expect(await screen.findByRole("button", { name: "Restore card" })).toBeVisible();
  });
});

describe("CardCreateForm", { timeout: 20_000 }, () => {
  it("asks for a type and a title, creates the draft and opens the editor", async () => {
    const created = buildCard({ title: "Bridges" });
    const { user, requests } = renderWithApp(<CardCreateForm />, "/card/create", "/card/create", {
      "POST /Card": () => ({ status: 201, data: created }),
    });
    await user.click(await screen.findByRole("button", { name: /Create draft/ }));
    expect(await screen.findByText("Choose a card type")).toBeVisible();
    expect(screen.getByText("Give the card a working title")).toBeVisible();

    await user.click(screen.getByRole("radio", { name: /Course/ }));
    await user.type(screen.getByLabelText("Working title"), "Bridges");
    await user.click(screen.getByRole("button", { name: /Create draft/ }));

    expect(await screen.findByText("Editor opened")).toBeInTheDocument();
    await waitFor(() =>
      expect(bodiesOf(requests, "post", "/Card")).toEqual([{ typeId: typeIds.course, title: "Bridges" }]),
    );
  });
});
