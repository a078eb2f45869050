import type { RichText } from "@keen/contracts";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { installLayoutStubs } from "@/test/layout-stubs";
import { RichTextEditor, type UploadImage } from "./rich-text-editor";

beforeAll(() => installLayoutStubs());

const doc = (text: string): RichText => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

function setup(value: RichText | null = doc("Students build a bridge."), onUploadImage?: UploadImage) {
  const onChange = vi.fn();
  render(
    <>
      <span id="label">Description</span>
      <RichTextEditor
        id="description"
        labelId="label"
        label="Description"
        value={value}
        onChange={onChange}
        onUploadImage={onUploadImage}
      />
    </>,
  );
  return { onChange, user: userEvent.setup() };
}

describe("RichTextEditor", () => {
  it("is a labelled multi-line textbox with a named, keyboard-navigable toolbar", async () => {
    const { user } = setup();
    expect(screen.getByRole("textbox", { name: "Description" })).toHaveAttribute("aria-multiline", "true");
    const toolbar = screen.getByRole("toolbar", { name: "Description formatting" });
    const bold = screen.getByRole("button", { name: "Bold" });
    expect(bold).toHaveAttribute("aria-pressed", "false");
    bold.focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("button", { name: "Italic" })).toHaveFocus();
    expect(toolbar).toContainElement(document.activeElement as HTMLElement);
  });

  it("emits ProseMirror JSON when formatting is applied", async () => {
    const { user, onChange } = setup();
    await user.click(screen.getByRole("button", { name: "Bulleted list" }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const json = onChange.mock.lastCall?.[0] as RichText;
    expect(json.type).toBe("doc");
    expect(json.content?.[0]).toEqual({
      type: "bulletList",
      content: [
        {
          type: "listItem",
          content: [{ type: "paragraph", content: [{ type: "text", text: "Students build a bridge." }] }],
        },
      ],
    });
    expect(screen.getByRole("button", { name: "Bulleted list" })).toHaveAttribute("aria-pressed", "true");
  });

  it("validates link addresses and inserts a safe link", async () => {
    const { user, onChange } = setup();
    await user.click(screen.getByRole("button", { name: "Link" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a link" });
    const address = screen.getByLabelText("Web address");
    await user.type(address, "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Add link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/http:\/\/ or https:\/\//);
    expect(dialog).toBeInTheDocument();

    await user.clear(address);
    await user.type(address, "keen.example.edu/bridges");
    await user.type(screen.getByLabelText("Text to show"), "Bridge kit");
    await user.click(screen.getByRole("button", { name: "Add link" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const json = JSON.stringify(onChange.mock.lastCall?.[0]);
    expect(json).toContain('"href":"https://keen.example.edu/bridges"');
    expect(json).toContain('"text":"Bridge kit"');
  });

  it("inserts a table with a header row", async () => {
    const { user, onChange } = setup();
    await user.click(screen.getByRole("button", { name: "Table" }));
    await user.click(await screen.findByRole("menuitem", { name: "Insert table" }));
    await waitFor(() => expect(JSON.stringify(onChange.mock.lastCall?.[0])).toContain('"type":"table"'));
    expect(JSON.stringify(onChange.mock.lastCall?.[0])).toContain('"type":"tableHeader"');
  });

  it("shows an image upload's progress, then inserts the image with its name as alt text", async () => {
    let finish: (value: { src: string }) => void = () => {};
    let report: (fraction: number) => void = () => {};
    const onUploadImage = vi.fn<UploadImage>(
      (_file, options) =>
        new Promise((resolve) => {
          report = options?.onProgress ?? report;
          finish = resolve;
        }),
    );
    const { user, onChange } = setup(doc("Bridge loads."), onUploadImage);
    await user.click(screen.getByRole("button", { name: "Insert image" }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array(8)], "truss test.png", { type: "image/png" }));

    expect(await screen.findByRole("status")).toHaveTextContent("Uploading truss test.png… 0%");
    expect(screen.getByRole("button", { name: "Insert image" })).toBeDisabled();
    act(() => report(0.42));
    expect(screen.getByRole("status")).toHaveTextContent("Uploading truss test.png… 42%");
    act(() => finish({ src: "https://cdn.example.edu/truss.png" }));

    await waitFor(() => expect(screen.queryByRole("status")).not.toBeInTheDocument());
    const json = JSON.stringify(onChange.mock.lastCall?.[0]);
    expect(json).toContain('"src":"https://cdn.example.edu/truss.png"');
    expect(json).toContain('"alt":"truss test"');
  });
});
