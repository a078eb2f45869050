import { BadgeCheck, PenLine, Quote, Share2, UsersRound } from "lucide-react";
import { Card } from "@/components/ui/card";
import { SectionHeading } from "./section-heading";

const features = [
  {
    icon: PenLine,
    title: "Create",
    text: "Write up an activity, course, program or assessment in a guided editor, with files and links attached.",
  },
  {
    icon: UsersRound,
    title: "Co-author",
    text: "Invite colleagues as co-authors and editors and work on the same draft together, live.",
  },
  {
    icon: BadgeCheck,
    title: "Review",
    text: "Ask for peer review against a clear rubric and earn a reviewed badge that others can trust.",
  },
  {
    icon: Share2,
    title: "Share",
    text: "Publish when you are ready, then see how often your card is viewed, used and downloaded.",
  },
  {
    icon: Quote,
    title: "Cite",
    text: "Every published card has ready-made citations, so teaching work counts like any other scholarship.",
  },
];

/** "What you can do": the five things members do with cards. */
export function LandingFeatures() {
  return (
    <section
      aria-labelledby="features-title"
      className="below-fold mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24"
    >
      <SectionHeading id="features-title" eyebrow="What you can do" title="Everything a teaching idea needs">
        From first draft to a cited, reviewed resource, cards keep the whole story of a lesson in one place.
      </SectionHeading>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
        {features.map((feature) => (
          <li key={feature.title}>
            <Card className="h-full p-6 transition-shadow hover:shadow-(--shadow-pop)">
              <span className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <feature.icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-sans text-base font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{feature.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
