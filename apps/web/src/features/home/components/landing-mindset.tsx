import { ArrowRight, Lightbulb, Link2, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { SectionHeading } from "./section-heading";

const threeCs = [
  {
    icon: Lightbulb,
    title: "Curiosity",
    text: "Question how things work and why they matter, and keep exploring a changing world instead of settling for the accepted answer.",
    tone: "bg-amber-50 text-amber-800 ring-amber-200",
    bar: "bg-amber-400",
  },
  {
    icon: Link2,
    title: "Connections",
    text: "Integrate knowledge from many sources, disciplines and people to see insights that no single course would reveal.",
    tone: "bg-brand-50 text-brand-800 ring-brand-200",
    bar: "bg-brand-500",
  },
  {
    icon: Sparkles,
    title: "Creating Value",
    text: "Focus on the needs of the people a solution serves, and learn from failure on the way to something genuinely useful.",
    tone: "bg-emerald-50 text-emerald-800 ring-emerald-200",
    bar: "bg-emerald-500",
  },
];

/** The 3Cs of the entrepreneurial mindset, with a link to learn more. */
export function LandingMindset() {
  return (
    <section
      aria-labelledby="mindset-title"
      className="below-fold mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24"
    >
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id="mindset-title" eyebrow="The entrepreneurial mindset" title="Built around the 3Cs">
          Every card says how it develops the habits that make engineers effective in a changing world.
        </SectionHeading>
        <Link
          to="/mindset"
          className="inline-flex items-center gap-1.5 rounded font-semibold text-brand-700 hover:text-brand-900"
        >
          What is EM? <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {threeCs.map((c) => (
          <li key={c.title}>
            <Card className="relative h-full overflow-hidden p-7">
              <span aria-hidden className={cn("absolute inset-x-0 top-0 h-1", c.bar)} />
              <span className={cn("grid size-11 place-items-center rounded-xl ring-1", c.tone)}>
                <c.icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-5 text-2xl font-semibold">{c.title}</h3>
              <p className="mt-3 leading-7 text-slate-600">{c.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
