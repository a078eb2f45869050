import { Compass, GraduationCap, HandHeart, LifeBuoy, Sparkles, UsersRound } from "lucide-react";
import type { NavGroup } from "./navigation";

/**
 * The six Explore groups of spec §2, with their labels exactly as the spec names them.
 * The single source for the mega-menu, the mobile menu, the /explore hub and content-page sidebars.
 */
export const megaMenuGroups: NavGroup[] = [
  {
    id: "entrepreneurial-mindset",
    title: "Entrepreneurial Mindset",
    description: "What the mindset is and how it shows up in engineering courses.",
    icon: Sparkles,
    links: [
      { label: "About", to: "/about" },
      { label: "Mindset", to: "/mindset" },
      { label: "Framework", to: "/framework" },
      { label: "Events", to: "/events" },
      { label: "Scholarship", to: "/scholarship" },
      { label: "Intro to EM", to: "/intro-to-em", external: true },
    ],
  },
  {
    id: "keen",
    title: "KEEN",
    description: "The network of partner institutions and the people who lead it.",
    icon: Compass,
    links: [
      { label: "Partners", to: "/keen-partners" },
      { label: "National Conference", to: "/national-conference" },
      { label: "Rising Stars", to: "/rising-stars" },
      { label: "Leadership Council", to: "/keen-leadership-council" },
      { label: "KEENzine", to: "/keenzine" },
    ],
  },
  {
    id: "faculty-development",
    title: "Faculty Development",
    description: "Workshops and programs that help faculty grow as educators.",
    icon: GraduationCap,
    links: [
      { label: "Workshops", to: "/faculty-development" },
      { label: "Fellows", to: "/fellows" },
      { label: "Crescendo", to: "/crescendo" },
      { label: "EMEE", to: "/emee" },
    ],
  },
  {
    id: "get-involved",
    title: "Get Involved",
    description: "Initiatives you can join, from first-year courses to new programs.",
    icon: HandHeart,
    links: [
      { label: "All Initiatives", to: "/get-involved" },
      { label: "First Year", to: "/emify" },
      { label: "Assessment", to: "/assessment" },
      { label: "Undergraduate Research", to: "/undergraduate-research" },
      { label: "Professional Societies", to: "/ambassadors" },
      { label: "Start a New Program", to: "/emerge" },
    ],
  },
  {
    id: "community",
    title: "Community",
    description: "Find colleagues, speakers and the people who connect them.",
    icon: UsersRound,
    links: [
      { label: "Hub", to: "/community-hub", external: true },
      { label: "Members", to: "/members" },
      { label: "Distinguished Speakers", to: "/distinguished-speakers" },
      { label: "Community Catalysts", to: "/comcats" },
    ],
  },
  {
    id: "support",
    title: "Support",
    description: "Answers to common questions and a way to reach the team.",
    icon: LifeBuoy,
    links: [
      { label: "Contact us", to: "/contact-us", external: true },
      { label: "FAQs", to: "/faq" },
    ],
  },
];

/** Finds the mega-menu group a path belongs to (for breadcrumbs and "In this section" lists). */
export function findNavGroup(path: string): NavGroup | undefined {
  return megaMenuGroups.find((group) => group.links.some((link) => link.to === path));
}
