import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from "y-protocols/awareness";
import * as Y from "yjs";
import { installLayoutStubs } from "@/test/layout-stubs";
import type { ImageSrcMapping } from "../image-src";
import { RichTextEditor } from "../rich-text-editor";
import { bindRichTextCollaboration, type RichTextCollaboration } from "./bind-collaboration";

beforeAll(() => installLayoutStubs());

const remote = "peer";

/** Two browsers' documents and presence, linked both ways (what the collab server relays). */
function linkedPeers() {
  const peers = [new Y.Doc(), new Y.Doc()].map((doc) => ({ doc, awareness: new Awareness(doc) }));
  const [a, b] = peers as [(typeof peers)[0], (typeof peers)[0]];
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    from.doc.on("update", (update: Uint8Array, origin: unknown) => {
      if (origin !== remote) Y.applyUpdate(to.doc, update, remote);
    });
    from.awareness.on(
      "update",
      ({ added, updated }: { added: number[]; updated: number[] }, origin: unknown) => {
        if (origin !== remote) {
          applyAwarenessUpdate(
            to.awareness,
            encodeAwarenessUpdate(from.awareness, [...added, ...updated]),
            remote,
          );
        }
      },
    );
  }
  const fragment = a.doc.getXmlFragment("description");
  const paragraph = new Y.XmlElement("paragraph");
  paragraph.insert(0, [new Y.XmlText("Students build a bridge.")]);
  fragment.insert(0, [paragraph]);
  return { a, b };
}

type Peer = ReturnType<typeof linkedPeers>["a"];
const bindings = new WeakMap<Peer, RichTextCollaboration>();

/** A peer's description editor (bound once, like the card editor's fields). */
function renderEditor(peer: Peer, label: string, imageSrc?: ImageSrcMapping) {
  let collaboration = bindings.get(peer);
  if (!collaboration) {
    collaboration = bindRichTextCollaboration({
      doc: peer.doc,
      field: "description",
      awareness: peer.awareness,
      caretField: "caret:description",
      caretIdleMs: 200,
    });
    bindings.set(peer, collaboration);
  }
  return (
    <section aria-label={label}>
      <span id={`${label}-label`}>Description</span>
      <RichTextEditor
        id={`${label}-description`}
        labelId={`${label}-label`}
        label="Description"
        value={null}
        onChange={() => {}}
        collaboration={collaboration}
        imageSrc={imageSrc}
      />
    </section>
  );
}

describe("co-edited rich text", () => {
  it("shows a co-editor's caret with their name, and their typing, in the other browser", async () => {
    const { a, b } = linkedPeers();
    a.awareness.setLocalStateField("user", { id: "max", name: "Max Member", color: "#0369a1" });
    b.awareness.setLocalStateField("user", { id: "grace", name: "Grace Hopper", color: "#be185d" });
    render(
      <>
        {renderEditor(a, "Max")}
        {renderEditor(b, "Grace")}
      </>,
    );
    const user = userEvent.setup();
    const max = within(screen.getByRole("region", { name: "Max" }));
    const grace = within(screen.getByRole("region", { name: "Grace" }));
    expect(grace.getByRole("textbox")).toHaveTextContent("Students build a bridge.");

    await user.click(grace.getByRole("textbox"));
    await user.keyboard("Teams: ");
    await waitFor(() => expect(max.getByRole("textbox")).toHaveTextContent("Teams:"));

    const label = await waitFor(() => {
      const found = max.getByRole("textbox").querySelector(".collab-caret-label");
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(label).toHaveTextContent("Grace Hopper");
    expect(label.parentElement).toHaveAttribute("aria-hidden", "true");
    expect(label.parentElement?.style.getPropertyValue("--collab-color")).toBe("#be185d");
    // Her caret travels in the field's own awareness entry, not in the shared `cursor`.
    const graceState = a.awareness.getStates().get(b.doc.clientID);
    expect(graceState?.["caret:description"]).toBeTruthy();
    expect(graceState?.cursor).toBeUndefined();
    // Nobody sees their own caret drawn.
    expect(grace.getByRole("textbox").querySelector(".collab-caret")).toBeNull();

    // Resting, her name fades; moving, it shows again (on the caret already drawn, or a new one).
    const caretOf = () => max.getByRole("textbox").querySelector(".collab-caret");
    await waitFor(() => expect(caretOf()).toHaveClass("is-idle"));
    await user.keyboard("{ArrowLeft}");
    await waitFor(() => expect(caretOf()).not.toHaveClass("is-idle"));
    await waitFor(() => expect(caretOf()).toHaveClass("is-idle"));
  });

  it("undoes only this person's own typing", async () => {
    const { a, b } = linkedPeers();
    render(
      <>
        {renderEditor(a, "Max")}
        {renderEditor(b, "Grace")}
      </>,
    );
    const user = userEvent.setup();
    const max = within(screen.getByRole("region", { name: "Max" })).getByRole("textbox");
    const grace = within(screen.getByRole("region", { name: "Grace" })).getByRole("textbox");
    await user.click(max);
    await user.keyboard("Max: ");
    await user.click(grace);
    await user.keyboard("Grace: ");
    await waitFor(() => expect(max).toHaveTextContent("Grace:"));
    expect(grace).toHaveTextContent("Max:");

    await user.keyboard("{Control>}z{/Control}");
    for (const editor of [grace, max]) {
      await waitFor(() => expect(editor).not.toHaveTextContent("Grace:"));
      expect(editor).toHaveTextContent("Max: ");
      expect(editor).toHaveTextContent("Students build a bridge.");
    }
  });

  it("keeps stored image sources in the document and shows them through the mapping", async () => {
    const { a } = linkedPeers();
    const image = new Y.XmlElement("image");
    image.setAttribute("src", "/File/5f0d3a43-2b1e-4a39-9a55-0c6c7b1f2a10/Content");
    image.setAttribute("alt", "Bridge");
    a.doc.getXmlFragment("description").insert(1, [image]);
    const signed = (token: string): ImageSrcMapping => ({
      toDisplay: (src) => `https://api.test${src}?token=${token}`,
      toStored: (src) => src.replace(/^https:\/\/api\.test/, "").replace(/\?.*$/, ""),
    });
    const view = render(renderEditor(a, "Max", signed("one")));
    const img = await screen.findByRole("img", { name: "Bridge" });
    expect(img).toHaveAttribute(
      "src",
      "https://api.test/File/5f0d3a43-2b1e-4a39-9a55-0c6c7b1f2a10/Content?token=one",
    );

    view.rerender(renderEditor(a, "Max", signed("two")));
    await waitFor(() => expect(img.getAttribute("src")).toMatch(/token=two$/));
    expect(image.getAttribute("src")).toBe("/File/5f0d3a43-2b1e-4a39-9a55-0c6c7b1f2a10/Content");
  });
});
