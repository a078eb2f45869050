import { useParams } from "react-router";
import { CardPage } from "../view/card-page";

/** Route module for `/card/:id` and its sections (details, outcomes, resources, attributes, authors, recommended). */
export function Component() {
  const { id = "" } = useParams();
  return <CardPage key={id} cardId={id} />;
}
