import { BadgeCheck, Lightbulb, Link2, Sparkles } from "lucide-react";

function Bar({ className }: { className: string }) {
  return <span className={`block h-2.5 rounded-full ${className}`} />;
}

/** Decorative anatomy of a card (type, cover, title, 3Cs, review badge); abstract, no invented content. */
export function HeroIllustration() {
  return (
    <div aria-hidden className="relative mx-auto h-[22rem] w-full max-w-md select-none sm:h-[26rem]">
      <div className="absolute top-10 left-2 h-72 w-60 -rotate-6 rounded-2xl border border-slate-200 bg-white shadow-(--shadow-card) sm:left-4" />
      <div className="absolute top-4 right-2 h-72 w-60 rotate-[5deg] rounded-2xl border border-slate-200 bg-brand-50 shadow-(--shadow-card) sm:right-4" />
      <div className="absolute top-8 left-1/2 w-64 -translate-x-1/2 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-(--shadow-pop) sm:w-72">
        <div className="relative h-28 bg-gradient-to-br from-brand-500 via-brand-700 to-brand-900">
          <svg
            aria-hidden
            className="absolute inset-0 size-full opacity-25"
            viewBox="0 0 200 80"
            preserveAspectRatio="none"
          >
            <path d="M0 60 Q50 20 100 45 T200 30" fill="none" stroke="white" strokeWidth="1.5" />
            <path d="M0 72 Q60 40 110 60 T200 50" fill="none" stroke="white" strokeWidth="1" />
          </svg>
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            Activity
          </span>
        </div>
        <div className="space-y-3 p-5">
          <Bar className="w-11/12 bg-slate-800" />
          <Bar className="w-2/3 bg-slate-800" />
          <Bar className="mt-4 w-full bg-slate-200" />
          <Bar className="w-4/5 bg-slate-200" />
          <div className="flex flex-wrap gap-1.5 pt-2">
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-[0.7rem] font-medium text-amber-900 ring-1 ring-amber-200">
              <Lightbulb className="size-3" /> Curiosity
            </span>
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-[0.7rem] font-medium text-brand-800 ring-1 ring-brand-200">
              <Link2 className="size-3" /> Connections
            </span>
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-[0.7rem] font-medium text-emerald-800 ring-1 ring-emerald-200">
              <Sparkles className="size-3" /> Creating Value
            </span>
          </div>
          <div className="flex items-center justify-between border-t border-slate-100 pt-3">
            <div className="flex -space-x-2">
              <span className="size-7 rounded-full bg-brand-200 ring-2 ring-white" />
              <span className="size-7 rounded-full bg-amber-200 ring-2 ring-white" />
              <span className="size-7 rounded-full bg-emerald-200 ring-2 ring-white" />
            </div>
            <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-700">
              <BadgeCheck className="size-4" /> Reviewed
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
