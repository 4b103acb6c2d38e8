import { useCallback, useEffect, useRef, useState } from "react";

interface MerchantLogoProps {
  src: string | null;
  /** Empty when the merchant's name is printed next to the logo, so it is not read twice. */
  alt?: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}

/** A merchant's logo in a box of fixed size; a shop icon stands in when there is none or it fails to load. */
export function MerchantLogo({ src, alt = "", width, height, priority = false, className = "" }: MerchantLogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const failed = src !== null && failedSrc === src;
  const handleError = useCallback(() => setFailedSrc(src), [src]);

  // A logo that failed before hydration never fires React's onError.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0) handleError();
  }, [handleError]);

  if (!src || failed) {
    return (
      <div
        className={`flex items-center justify-center rounded-lg bg-stone-100 text-stone-400 ${className}`}
        style={{ aspectRatio: `${width} / ${height}`, maxWidth: width }}
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
      >
        <StorefrontIcon className="h-1/2 max-h-12 w-auto" />
      </div>
    );
  }

  return (
    <img
      ref={imgRef}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      onError={handleError}
      className={`h-auto object-contain ${className}`}
    />
  );
}

export function StorefrontIcon({ className = "h-6 w-6" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path
        fill="currentColor"
        d="M4.2 3h15.6l1.7 5.1a3 3 0 0 1-1.5 3.6V20a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-8.3a3 3 0 0 1-1.5-3.6L4.2 3Zm1.5 2-1.3 3.7a1 1 0 0 0 .9 1.3h.2a1.5 1.5 0 0 0 1.5-1.5 1 1 0 0 1 2 0 1.5 1.5 0 0 0 3 0 1 1 0 0 1 2 0 1.5 1.5 0 0 0 3 0 1 1 0 0 1 2 0 1.5 1.5 0 0 0 1.5 1.5h.2a1 1 0 0 0 .9-1.3L18.3 5H5.7ZM18 12a3.5 3.5 0 0 1-2.5-1.1 3.5 3.5 0 0 1-5 0 3.5 3.5 0 0 1-5 0V12v7h3v-4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v4h3.5v-7Zm-7.5 7h3v-3h-3v3Z"
      />
    </svg>
  );
}
