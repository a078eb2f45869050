import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuthActions } from "@/features/auth";

/** The closing call to action of the landing page. */
export function LandingCta() {
  const { signUp } = useAuthActions();
  return (
    <section aria-labelledby="cta-title" className="below-fold px-4 pb-20 sm:px-6 sm:pb-24">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-brand-950 px-6 py-14 text-center sm:px-12 sm:py-16">
        <div
          aria-hidden
          className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-600/30 blur-3xl"
        />
        <div
          aria-hidden
          className="absolute -bottom-28 -left-16 size-72 rounded-full bg-brand-400/20 blur-3xl"
        />
        <h2 id="cta-title" className="relative text-3xl font-semibold text-balance text-white sm:text-4xl">
          Bring one great lesson. Leave with many more.
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg leading-8 text-brand-100">
          Join engineering educators who share what works, learn from each other and get credit for it.
        </p>
        <div className="relative mt-8 flex flex-wrap justify-center gap-3">
          <Button
            size="lg"
            className="bg-white text-brand-900 hover:bg-brand-50"
            onClick={() => void signUp()}
          >
            Sign up
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/40 bg-transparent text-white hover:bg-white/10"
          >
            <Link to="/search?types=card">Browse cards</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
