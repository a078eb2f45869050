import { PenLine, Search } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** The top of the cards landing page: what cards are, and the two ways in. */
export function CardsHero() {
  return (
    <section
      aria-labelledby="cards-hero-title"
      className="relative overflow-hidden rounded-[1.25rem] border border-brand-100 bg-gradient-to-br from-brand-50 via-white to-white px-6 py-10 sm:px-10 sm:py-14"
    >
      <svg
        aria-hidden
        className="absolute top-0 right-0 hidden h-full w-1/2 text-brand-200 md:block"
        viewBox="0 0 400 300"
        preserveAspectRatio="xMaxYMid slice"
      >
        <g fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="180" y="30" width="150" height="100" rx="12" className="fill-white" />
          <path d="M200 55h70M200 70h100" strokeLinecap="round" />
          <rect x="130" y="100" width="150" height="100" rx="12" className="fill-white" />
          <path d="M150 125h70M150 140h100M150 155h55" strokeLinecap="round" />
          <rect x="215" y="165" width="150" height="100" rx="12" className="fill-white" />
          <path d="M235 190h70M235 205h90" strokeLinecap="round" />
        </g>
      </svg>
      <div className="relative max-w-xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Cards</p>
        <h1 id="cards-hero-title" className="mt-2 text-3xl font-semibold text-balance sm:text-4xl">
          Teaching material, shared by engineering educators
        </h1>
        <p className="mt-4 text-lg leading-8 text-pretty text-slate-600">
          Activities, courses, programs and assessments that build the entrepreneurial mindset, ready to adapt
          for your own classroom.
        </p>
        <div className="mt-7 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/card/create">
              <PenLine aria-hidden />
              Create a card
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/search?types=card">
              <Search aria-hidden />
              Search cards
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
