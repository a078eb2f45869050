import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

type StarsProps = {
  /** 0–5, fractions allowed: 4.3 fills four stars and a third of the fifth. */
  value: number;
  size?: "sm" | "md" | "lg";
  className?: string;
};

const sizes = { sm: "size-3.5", md: "size-4", lg: "size-5" };

/** Five stars filled to a rating; decorative (the number is always said in words nearby). */
export function Stars({ value, size = "md", className }: StarsProps) {
  return (
    <span className={cn("inline-flex items-center gap-0.5", className)} aria-hidden>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = Math.max(0, Math.min(1, value - (n - 1)));
        return (
          <span key={n} className="relative inline-flex">
            <Star className={cn(sizes[size], "text-slate-300")} strokeWidth={1.75} />
            {fill > 0 ? (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={cn(sizes[size], "fill-amber-400 text-amber-500")} strokeWidth={1.75} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
