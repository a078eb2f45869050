import { LandingCta } from "./landing-cta";
import { LandingFeatures } from "./landing-features";
import { LandingHero } from "./landing-hero";
import { LandingHowItWorks } from "./landing-how-it-works";
import { LandingLibrary } from "./landing-library";
import { LandingMindset } from "./landing-mindset";

/** The home page for visitors: what KEEN Cards is, the newest published cards, and how to join. */
export function LandingPage() {
  return (
    <>
      <LandingHero />
      <LandingLibrary />
      <LandingFeatures />
      <LandingHowItWorks />
      <LandingMindset />
      <LandingCta />
    </>
  );
}
