import type { SeedPageCopy } from "./seed-page-copy";

/** The first introduction of the partner page (`/keen-partners`), before admins edit it. */
export const partnerIntroCopy: Omit<SeedPageCopy, "slug" | "title"> = {
  lead: "The institutions that make up the Kern Entrepreneurial Engineering Network.",
  body: [
    "Partner institutions commit to developing an entrepreneurial mindset in their engineering students. Faculty at partner schools lead workshops, publish cards and mentor colleagues across the network.",
    "Each partner has its own page with its members, fellows, leaders and featured cards, so you can see what peers at similar institutions are teaching.",
  ],
  action: { label: "Find members", to: "/search?types=user" },
};
