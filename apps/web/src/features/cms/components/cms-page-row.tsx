import type { CmsPageListItem } from "@keen/contracts";
import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format-date";
import { notify } from "@/lib/notifications";
import { useSaveCmsPage } from "../api/save-cms-page";
import { ActiveSwitch } from "./active-switch";

type CmsPageRowProps = { page: CmsPageListItem; onDelete: (page: CmsPageListItem) => void };

/** One page in the admin list: title, address, state and last change, with its actions. */
export function CmsPageRow({ page, onDelete }: CmsPageRowProps) {
  const save = useSaveCmsPage();
  const handleToggle = async () => {
    const isActive = !page.isActive;
    try {
      await save.mutateAsync({ id: page.id, input: { isActive } });
      notify({
        type: "success",
        title: isActive ? "Page activated" : "Page deactivated",
        message: isActive
          ? `Visitors can read /${page.slug}.`
          : `/${page.slug} now shows the not-found page.`,
      });
    } catch {
      // The API client has already shown the failure (e.g. 403) as a toast.
    }
  };

  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-6 sm:px-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={`/admin/cms?page=${page.id}`}
            className="font-semibold text-slate-900 hover:text-brand-800 hover:underline"
          >
            {page.title}
          </Link>
          {page.isActive ? (
            <Badge variant="success">Active</Badge>
          ) : (
            <Badge variant="neutral">Inactive</Badge>
          )}
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-500">
          {page.isActive ? (
            <Link
              to={`/${page.slug}`}
              className="inline-flex items-center gap-1 font-mono text-brand-700 hover:underline"
            >
              /{page.slug}
              <ExternalLink className="size-3" aria-hidden />
              <span className="sr-only"> (view page)</span>
            </Link>
          ) : (
            <span className="font-mono">/{page.slug}</span>
          )}
          <span aria-hidden>·</span>
          <span>
            Updated {formatDate(page.updatedAt)}
            {page.updatedBy ? ` by ${page.updatedBy.name}` : ""}
          </span>
        </p>
      </div>
      <div className="flex items-center gap-2">
        <ActiveSwitch
          isActive={page.isActive}
          label={page.title}
          isPending={save.isPending}
          onToggle={() => void handleToggle()}
        />
        <Button asChild variant="ghost" size="sm" className="ml-2">
          <Link to={`/admin/cms?page=${page.id}`} aria-label={`Edit ${page.title}`}>
            <Pencil aria-hidden />
            Edit
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-slate-600 hover:bg-red-50 hover:text-red-700"
          aria-label={`Delete ${page.title}`}
          onClick={() => onDelete(page)}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </li>
  );
}
