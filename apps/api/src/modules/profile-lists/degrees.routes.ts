import { DegreeInputSchema, DegreeSchema } from "@keen/contracts";
import { createDegree, deleteDegree, listDegrees, updateDegree } from "./degrees";
import { entryListRoutes } from "./entry-list.routes";

/** `/Degree/ByUser/{userId}`: list, `/create`, `PUT …/{id}`, `DELETE …/{id}`. */
export const degreesRoutes = entryListRoutes({
  kind: "Degree",
  noun: ["degree", "degrees"],
  input: DegreeInputSchema,
  entry: DegreeSchema,
  service: {
    list: (db, userId) => listDegrees(db, userId),
    create: createDegree,
    update: updateDegree,
    remove: deleteDegree,
  },
});
