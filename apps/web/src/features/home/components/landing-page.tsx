import { LandingCta } from "./landing-cta";
import { LandingFeatures } from "./landing-features";
import { LandingHero } from "./landing-hero";
import { LandingHowItWorks } from "./landing-how-it-works";
import { LandingMindset } from "./landing-mindset";

/** The home page for visitors: what KEEN Cards is and how to join. */
export function LandingPage() {
  return (
    <>
      <LandingHero />
      <LandingFeatures />
      <LandingHowItWorks />
      <LandingMindset />
      <LandingCta />
    </>
  );
}
