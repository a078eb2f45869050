import { Building2 } from "lucide-react";
import { FallbackImage } from "@/components/ui/fallback-image";
import { apiUrl } from "@/lib/api-url";
import { cn } from "@/lib/cn";

type InstitutionLogoProps = {
  institution: { name: string; logoUrl: string | null };
  className?: string;
  /** Size of the fallback icon. */
  iconClassName?: string;
};

/**
 * An institution's logo on a white tile (logos are drawn for light backgrounds), or a building icon
 * when there is none or it fails to load. Decorative: the name is always next to it.
 */
export function InstitutionLogo({ institution, className, iconClassName }: InstitutionLogoProps) {
  const src = institution.logoUrl ? apiUrl(institution.logoUrl) : undefined;
  return (
    <span
      className={cn(
        "grid shrink-0 place-items-center overflow-hidden rounded-xl bg-white ring-1 ring-slate-200",
        className,
      )}
    >
      <FallbackImage
        src={src}
        className="size-full object-contain p-[8%]"
        fallback={<Building2 className={cn("size-1/2 text-slate-400", iconClassName)} aria-hidden />}
      />
    </span>
  );
}
