import { ContentProse } from "@/components/prose/content-prose";
import { findNavGroup } from "@/config/explore-groups";
import { usePartnerPage } from "@/features/partners";
import { ContentPageLayout } from "../components/content-page-layout";
import { ContentPageSkeleton } from "../components/content-page-skeleton";
import { PartnerGrid } from "../components/partner-grid";

const path = "/keen-partners";

/** Route module for `/keen-partners` (and `/explore/keen-partners`): the admin-written introduction and the partner grid. */
export function Component() {
  const { data: page, error, isPending } = usePartnerPage();
  if (isPending) return <ContentPageSkeleton />;
  if (error) throw error;
  const group = findNavGroup(path);

  return (
    <ContentPageLayout
      title="KEEN Partners"
      lead="Colleges and universities that share a commitment to the entrepreneurial mindset in engineering education."
      path={path}
      section={group ? { title: group.title, links: group.links } : undefined}
      after={<PartnerGrid partners={page.partners} />}
    >
      <title>KEEN Partners · KEEN Cards</title>
      <ContentProse html={page.introHtml} />
    </ContentPageLayout>
  );
}
