import { act, render, screen } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { describe, expect, it } from "vitest";
import { AfterFirstPaint } from "./after-first-paint";

describe("AfterFirstPaint", () => {
  it("leaves its children out of the first render and draws them right after", async () => {
    const renders: string[] = [];
    function Probe() {
      renders.push("below");
      return <p>Below the fold</p>;
    }
    let shownInFirstCommit: boolean | undefined;
    function Page() {
      renders.push("page");
      useLayoutEffect(() => {
        shownInFirstCommit = document.body.textContent?.includes("Below the fold");
      }, []);
      return (
        <main>
          <h1>Above the fold</h1>
          <AfterFirstPaint>
            <Probe />
          </AfterFirstPaint>
        </main>
      );
    }
    await act(async () => {
      render(<Page />);
    });
    expect(screen.getByRole("heading", { name: "Above the fold" })).toBeInTheDocument();
    expect(await screen.findByText("Below the fold")).toBeInTheDocument();
    expect(shownInFirstCommit).toBe(false);
    // The page rendered once; its lower part in a render of its own.
    expect(renders).toEqual(["page", "below"]);
  });
});
