import { PublicationInputSchema, PublicationSchema } from "@keen/contracts";
import { entryListRoutes } from "./entry-list.routes";
import { createPublication, deletePublication, listPublications, updatePublication } from "./publications";

/** `/Publication/ByUser/{userId}`: list, `/create`, `PUT …/{id}`, `DELETE …/{id}`. */
export const publicationsRoutes = entryListRoutes({
  kind: "Publication",
  noun: ["publication", "publications"],
  input: PublicationInputSchema,
  entry: PublicationSchema,
  service: {
    list: (db, userId) => listPublications(db, userId),
    create: createPublication,
    update: updatePublication,
    remove: deletePublication,
  },
});
