/**
 * The sharing feature's public pieces: the Share and Cite buttons of a card page, each opening its
 * dialog (links, e-mail and social sharing; citations to copy or download).
 */
export { CardShareActions } from "./components/card-share-buttons";
