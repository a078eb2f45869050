import { Compass, Home, Search } from "lucide-react";
import { StatusLink, StatusView } from "./status-view";

/** The friendly 404 page: what happened and three ways onward. */
export function NotFoundView() {
  return (
    <StatusView
      code="404"
      title="We couldn’t find that page"
      documentTitle="Page not found"
      description={
        <p>
          The link may be out of date, or the page may have moved. Try searching, or head back to somewhere
          familiar.
        </p>
      }
      actions={
        <>
          <StatusLink to="/" icon={Home}>
            Back to home
          </StatusLink>
          <StatusLink to="/search" icon={Search} variant="outline">
            Search
          </StatusLink>
          <StatusLink to="/explore" icon={Compass} variant="ghost">
            Explore
          </StatusLink>
        </>
      }
    />
  );
}
