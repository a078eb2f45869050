import { type ReactNode, useState } from "react";

type FallbackImageProps = {
  /** The image's address; without one the fallback shows. */
  src: string | undefined;
  /** Shown instead when there is no image or it fails to load. */
  fallback: ReactNode;
  className?: string;
};

/**
 * A decorative, lazily loaded image that gives way to `fallback` when it has no address or fails to
 * load; a new address is tried again.
 */
export function FallbackImage({ src, fallback, className }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  if (!src || failedSrc === src) return fallback;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={className}
    />
  );
}
