import { useParams } from "react-router";
import { CardEditorPage } from "../editor/card-editor-page";

/** Route module for `/card/edit/:id`: the card editor. */
export function Component() {
  const { id = "" } = useParams();
  return <CardEditorPage key={id} id={id} />;
}
