import { Plus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** Opens the editor on a new page (`/admin/cms?page=new`). */
export function NewPageButton() {
  return (
    <Button asChild>
      <Link to="/admin/cms?page=new">
        <Plus aria-hidden />
        New page
      </Link>
    </Button>
  );
}
