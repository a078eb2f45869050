import { z } from "zod";

/** `GET /Admin/Overview` (admins): the counts the admin portal's first page shows. */
export const AdminOverviewSchema = z.object({
  members: z.object({ total: z.number().int(), admins: z.number().int(), reviewers: z.number().int() }),
  /** Cards by status; deleted cards are counted apart (and not in the statuses). */
  cards: z.object({
    draft: z.number().int(),
    published: z.number().int(),
    unpublished: z.number().int(),
    deleted: z.number().int(),
  }),
  institutions: z.object({ total: z.number().int(), partners: z.number().int() }),
  cmsPages: z.object({ active: z.number().int(), inactive: z.number().int() }),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;
