import type { AdminOverview } from "@keen/contracts";
import { Building2, FileStack, Layers, UsersRound } from "lucide-react";
import { OverviewTile, type OverviewTileProps } from "./overview-tile";

/** The four counts of `GET /Admin/Overview` as tiles (numbers are skeletons while loading). */
export function OverviewTiles({ overview }: { overview: AdminOverview | undefined }) {
  const cards = overview?.cards;
  const tiles: OverviewTileProps[] = [
    {
      title: "Members",
      icon: UsersRound,
      total: overview?.members.total,
      totalLabel: "members",
      parts: [
        { label: "Admins", value: overview?.members.admins },
        { label: "Reviewers", value: overview?.members.reviewers },
      ],
      link: { to: "/search?types=user", label: "Find members" },
    },
    {
      title: "Cards",
      icon: Layers,
      total: cards ? cards.published + cards.draft + cards.unpublished : undefined,
      totalLabel: "cards",
      parts: [
        { label: "Published", value: cards?.published },
        { label: "Drafts", value: cards?.draft },
        { label: "Unpublished", value: cards?.unpublished },
        { label: "Deleted", value: cards?.deleted },
      ],
      link: { to: "/card", label: "Browse cards" },
    },
    {
      title: "Institutions",
      icon: Building2,
      total: overview?.institutions.total,
      totalLabel: "institutions",
      parts: [{ label: "KEEN partners", value: overview?.institutions.partners }],
      link: { to: "/admin/institutions", label: "Manage institutions" },
    },
    {
      title: "Pages",
      icon: FileStack,
      total: overview ? overview.cmsPages.active + overview.cmsPages.inactive : undefined,
      totalLabel: "pages",
      parts: [
        { label: "Active", value: overview?.cmsPages.active },
        { label: "Inactive", value: overview?.cmsPages.inactive },
      ],
      link: { to: "/admin/cms", label: "Manage pages" },
    },
  ];
  return (
    <ul
      className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
      aria-label="Site counts"
      aria-busy={!overview || undefined}
    >
      {tiles.map((tile) => (
        <li key={tile.title}>
          <OverviewTile {...tile} />
        </li>
      ))}
    </ul>
  );
}
