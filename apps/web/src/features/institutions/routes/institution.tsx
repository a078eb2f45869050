import { Award, Sparkles, Star } from "lucide-react";
import { useParams } from "react-router";
import { DocumentTitle } from "@/components/layout/document-title";
import { isApiError } from "@/lib/api-client";
import { useInstitution } from "../api/get-institution";
import { FeaturedCardsSection } from "../components/featured-cards-section";
import { InstitutionAbout } from "../components/institution-about";
import { InstitutionHeader } from "../components/institution-header";
import { InstitutionJumpLinks } from "../components/institution-jump-links";
import { InstitutionLocation } from "../components/institution-location";
import { InstitutionNotFound } from "../components/institution-not-found";
import { InstitutionSkeleton } from "../components/institution-skeleton";
import { InstitutionStats } from "../components/institution-stats";
import { PeopleSection } from "../components/people-section";

/** Route module for `/institution/:id`: an institution's public page. */
export function Component() {
  const { id = "" } = useParams();
  const { data: institution, error, isPending } = useInstitution(id);

  if (isPending) return <InstitutionSkeleton />;
  if (isApiError(error) && (error.status === 404 || error.status === 400)) return <InstitutionNotFound />;
  if (error) throw error;

  return (
    <article>
      <DocumentTitle title={institution.name} />
      <InstitutionHeader institution={institution} />
      <div className="mx-auto max-w-6xl space-y-14 px-4 py-10 sm:px-6 sm:py-12">
        <InstitutionStats statistics={institution.statistics} />
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-14">
            <InstitutionAbout name={institution.name} description={institution.description} />
            <FeaturedCardsSection cards={institution.featuredCards} />
          </div>
          <aside aria-label="Institution details" className="space-y-5 lg:sticky lg:top-24 lg:self-start">
            <InstitutionLocation institution={institution} />
            <InstitutionJumpLinks institution={institution} />
          </aside>
        </div>
        <PeopleSection
          id="keen-leaders"
          title="KEEN leaders"
          description="Faculty who lead the entrepreneurial-mindset work on this campus."
          icon={Star}
          people={institution.keenLeaders}
          emptyText="No KEEN leaders are listed for this institution yet."
        />
        <PeopleSection
          id="fellows"
          title="Fellows"
          description="Educators recognised for their work as KEEN fellows."
          icon={Award}
          people={institution.fellows}
          emptyText="No fellows are listed for this institution yet."
        />
        <PeopleSection
          id="rising-stars"
          title="Rising stars"
          description="Early-career faculty whose teaching stands out."
          icon={Sparkles}
          people={institution.risingStars}
          emptyText="No rising stars are listed for this institution yet."
        />
      </div>
    </article>
  );
}
