/** `rel` of every link in card content (a module of its own: pages without TipTap show links too). */
export const linkRel = "noopener noreferrer nofollow";
