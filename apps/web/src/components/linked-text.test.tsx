import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LinkedText, loadLinkFinder, splitLinks } from "./linked-text";

describe("LinkedText", () => {
  it("makes web and e-mail addresses clickable, in a new tab without a referrer", async () => {
    const text = "Slides at www.example.edu/em and https://keen.test/x?y=1, or write ada@uni.edu.";
    const { container } = render(
      <p>
        <LinkedText text={text} />
      </p>,
    );
    // The text shows at once; its links once the link finder has loaded.
    expect(container.textContent).toBe(text);
    expect(await screen.findByRole("link", { name: "www.example.edu/em" })).toHaveAttribute(
      "href",
      "http://www.example.edu/em",
    );
    const secure = screen.getByRole("link", { name: "https://keen.test/x?y=1" });
    expect(secure).toHaveAttribute("target", "_blank");
    expect(secure).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(screen.getByRole("link", { name: "ada@uni.edu" })).toHaveAttribute("href", "mailto:ada@uni.edu");
  });

  it("never interprets markup or script addresses", async () => {
    await loadLinkFinder();
    const { container } = render(
      <p>
        <LinkedText text={'<img src=x onerror="alert(1)"> javascript:alert(1)'} />
      </p>,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> javascript:alert(1)');
  });

  it("keeps the text around links intact", async () => {
    await loadLinkFinder();
    expect(splitLinks("see example.com now")).toEqual([
      "see ",
      { href: "http://example.com", label: "example.com" },
      " now",
    ]);
  });
});
