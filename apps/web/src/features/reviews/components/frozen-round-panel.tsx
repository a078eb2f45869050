import type { ReviewRound } from "@keen/contracts";
import { Tabs } from "radix-ui";
import { FrozenCard } from "./frozen-card";
import { RoundDiff } from "./round-diff";

const tabClass = [
  "rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
  "data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
].join(" ");

/**
 * The version under review as the authors froze it, and from round 2 on a tab with what changed
 * since the previous round.
 */
export function FrozenRoundPanel({
  round,
  previous,
}: {
  round: ReviewRound;
  previous: ReviewRound | undefined;
}) {
  const content = <FrozenCard content={round.content} />;
  if (!previous) return content;
  return (
    <Tabs.Root defaultValue="content">
      <Tabs.List
        aria-label="Round content"
        className="inline-flex max-w-full overflow-x-auto rounded-lg bg-slate-100 p-1"
      >
        <Tabs.Trigger value="content" className={tabClass}>
          Round {round.number}
        </Tabs.Trigger>
        <Tabs.Trigger value="diff" className={tabClass}>
          What changed since round {previous.number}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="content" className="mt-5 outline-none">
        {content}
      </Tabs.Content>
      <Tabs.Content value="diff" className="mt-5 outline-none">
        <RoundDiff before={previous.content} after={round.content} fromRound={previous.number} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
