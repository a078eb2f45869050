import {
  Building2,
  ClipboardList,
  FileStack,
  Handshake,
  type LucideIcon,
  ScrollText,
  ShieldAlert,
  Users,
  Workflow,
} from "lucide-react";

export type AdminSection = { to: string; title: string; description: string; icon: LucideIcon };

/** The areas of the Admin Portal. */
export const adminSections: AdminSection[] = [
  {
    to: "/admin/members",
    title: "Members",
    description: "Find members, appoint reviewers and admins, and suspend or reactivate accounts.",
    icon: Users,
  },
  {
    to: "/admin/moderation",
    title: "Moderation",
    description: "Review what members reported: dismiss, hide or remove it, or warn or suspend its author.",
    icon: ShieldAlert,
  },
  {
    to: "/admin/cms",
    title: "CMS pages",
    description: "Create and edit the content-managed pages of the site, and choose which are live.",
    icon: FileStack,
  },
  {
    to: "/admin/institutions",
    title: "Institutions",
    description: "Maintain institution profiles: logo, description, featured cards, leaders and fellows.",
    icon: Building2,
  },
  {
    to: "/admin/keen-partners-editor",
    title: "KEEN partners",
    description: "Edit the KEEN Partners page that introduces the network's member institutions.",
    icon: Handshake,
  },
  {
    to: "/admin/rubric",
    title: "Review rubric",
    description: "Word the seven criteria reviewers score cards on, and what High, Medium and Low mean.",
    icon: ClipboardList,
  },
  {
    to: "/admin/jobs",
    title: "Background jobs",
    description: "Watch the job queues, retry or delete failed jobs, and see when periodic jobs run next.",
    icon: Workflow,
  },
  {
    to: "/admin/audit-log",
    title: "Audit log",
    description: "Read every admin action: who did what, to whom, when and why.",
    icon: ScrollText,
  },
];
