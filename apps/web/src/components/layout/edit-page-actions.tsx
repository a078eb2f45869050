import { ExternalLink, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

type EditPageActionsProps = {
  /** The public page of what is edited; without it (e.g. not live) there is no "View page". */
  viewTo?: string;
  /** Opens the delete confirmation. */
  onDelete: () => void;
};

/** The header actions of an admin edit page: "View page" (the public page) and "Delete". */
export function EditPageActions({ viewTo, onDelete }: EditPageActionsProps) {
  return (
    <>
      {viewTo ? (
        <Button asChild variant="outline">
          <Link to={viewTo}>
            <ExternalLink aria-hidden />
            View page
          </Link>
        </Button>
      ) : null}
      <Button variant="outline" className="text-red-700 hover:bg-red-50" onClick={onDelete}>
        <Trash2 aria-hidden />
        Delete
      </Button>
    </>
  );
}
