import { CardImageParamsSchema, CardImageSchema } from "@keen/contracts";
import { cardFileKindRoutes } from "./card-file-kind.routes";
import { presentImage } from "./card-files.presenter";

/** `GET /Card/{cardId}/Images`, `GET|DELETE /Card/{cardId}/Images/{imageId}` (uploads: uploads.routes). */
export const imagesRoutes = cardFileKindRoutes({
  kind: "image",
  segment: "Images",
  idParam: "imageId",
  noun: ["image", "images", "Image"],
  params: CardImageParamsSchema,
  item: CardImageSchema,
  present: presentImage,
});
