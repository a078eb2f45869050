import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuthActions } from "@/features/auth";
import { HeroIllustration } from "./hero-illustration";

/** The landing page's first screen: headline, promise and the two calls to action. */
export function LandingHero() {
  const { signIn, signUp } = useAuthActions();
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(36_86_196/0.10)_1px,transparent_0)] [mask-image:linear-gradient(to_bottom,black,transparent)] bg-[size:22px_22px]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.15fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800">
            <span className="size-1.5 rounded-full bg-brand-600" aria-hidden />A community of engineering
            educators
          </p>
          <h1 className="mt-6 text-4xl leading-[1.08] font-semibold text-balance sm:text-5xl lg:text-6xl">
            Great engineering teaching, shared one card at a time.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-600">
            KEEN Cards is where faculty publish the activities, courses and assessments that work in their
            classrooms, and where colleagues adapt, review and cite them to build an entrepreneurial mindset
            in every engineering student.
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Button size="lg" onClick={() => void signUp()}>
              Join the community
              <ArrowRight aria-hidden />
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/search?types=card">Browse cards</Link>
            </Button>
          </div>
          <p className="mt-5 text-sm text-slate-600">
            Already a member?{" "}
            <button
              type="button"
              onClick={() => void signIn()}
              className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Log in
            </button>
          </p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
