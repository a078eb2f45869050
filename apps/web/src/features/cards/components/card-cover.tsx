import { useId } from "react";
import { cn } from "@/lib/cn";
import { getCardTypeStyle } from "./card-type-style";

type CardCoverProps = {
  imageUrl: string | null;
  typeName: string | null | undefined;
  className?: string;
  /** Icon size class of the placeholder. */
  iconClassName?: string;
};

/**
 * A card's cover: its image, or a calm placeholder coloured by the card type (decorative either
 * way: the title says what the card is).
 */
export function CardCover({ imageUrl, typeName, className, iconClassName = "size-10" }: CardCoverProps) {
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        loading="lazy"
        decoding="async"
        className={cn("aspect-[16/9] w-full bg-slate-100 object-cover", className)}
      />
    );
  }
  return <CoverPlaceholder typeName={typeName} className={className} iconClassName={iconClassName} />;
}

function CoverPlaceholder({ typeName, className, iconClassName }: Omit<CardCoverProps, "imageUrl">) {
  const patternId = useId();
  const style = getCardTypeStyle(typeName);
  return (
    <div
      aria-hidden
      data-testid="card-cover-placeholder"
      className={cn(
        "relative grid aspect-[16/9] w-full place-items-center overflow-hidden bg-gradient-to-br",
        style.cover,
        className,
      )}
    >
      <svg className={cn("absolute inset-0 size-full opacity-[0.18]", style.ink)} aria-hidden>
        <defs>
          <pattern id={patternId} width="22" height="22" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.2" fill="currentColor" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill={`url(#${patternId})`} />
      </svg>
      <style.icon className={cn("relative", style.ink, iconClassName)} strokeWidth={1.5} />
    </div>
  );
}
