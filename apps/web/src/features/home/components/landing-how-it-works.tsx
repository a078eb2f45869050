import { SectionHeading } from "./section-heading";

const steps = [
  {
    title: "Draft your card",
    text: "Describe what students do, the learning objectives, and how the activity develops curiosity, connections and value creation.",
  },
  {
    title: "Invite feedback",
    text: "Bring in co-authors, ask trusted colleagues for comments, and submit the card for peer review when it is ready.",
  },
  {
    title: "Publish and follow its impact",
    text: "Share the published card, watch it being used and cited, and improve it with each new version.",
  },
];

/** "How it works": three numbered steps from draft to published card. */
export function LandingHowItWorks() {
  return (
    <section aria-labelledby="how-title" className="below-fold border-y border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="From a good lesson to a shared resource"
        />
        <ol className="mt-12 grid gap-10 md:grid-cols-3 md:gap-8">
          {steps.map((step, index) => (
            <li key={step.title} className="relative">
              <div className="flex items-center gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-600 font-serif text-lg font-semibold text-white shadow-sm">
                  {index + 1}
                </span>
                <span aria-hidden className="hidden h-px flex-1 bg-brand-200 md:block" />
              </div>
              <h3 className="mt-5 text-xl font-semibold">{step.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
