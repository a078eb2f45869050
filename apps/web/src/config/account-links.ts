import { CircleUserRound, UserRoundPen } from "lucide-react";
import type { NavLink } from "./navigation";

/** Entries of the signed-in account menu. */
export const accountLinks: NavLink[] = [
  { label: "Personal information", to: "/settings/personal-information", icon: UserRoundPen },
  { label: "My profile", to: "/members/me", icon: CircleUserRound },
];
