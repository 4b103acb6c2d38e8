import { useCallback, useEffect, useRef, useState } from "react";

const PLACEHOLDER = "/demo-images/placeholder.svg";

interface ProductImageProps {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  /** The page's main image: load eagerly so it is not a late, lazily loaded LCP element. */
  priority?: boolean;
  className?: string;
}

/**
 * Feed images break often. A failed image falls back to the placeholder once, then to
 * the "No image available" panel, so a missing placeholder cannot cause a request loop.
 */
export function ProductImage({ src, alt, width, height, priority = false, className = "" }: ProductImageProps) {
  const [failures, setFailures] = useState({ src, count: 0 });
  const imgRef = useRef<HTMLImageElement>(null);
  const failureCount = failures.src === src ? failures.count : 0;
  const current = failureCount === 0 ? src : failureCount === 1 ? PLACEHOLDER : null;

  const handleError = useCallback(() => {
    setFailures((f) => ({ src, count: (f.src === src ? f.count : 0) + 1 }));
  }, [src]);

  // An image that failed before hydration never fires React's onError.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0) handleError();
  }, [handleError]);

  if (!current) {
    return (
      <div
        className={`flex items-center justify-center bg-stone-100 text-sm font-medium text-stone-600 ${className}`}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <span className="flex flex-col items-center gap-2">
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-10 w-10 text-stone-400">
            <path
              fill="currentColor"
              d="M4 5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5Zm2 0v9.59l3.3-3.3a1 1 0 0 1 1.4 0L15 15.6l1.3-1.3a1 1 0 0 1 1.4 0l.3.3V5H6Zm9 3.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z"
            />
          </svg>
          No image available
        </span>
      </div>
    );
  }

  return (
    <img
      ref={imgRef}
      src={current}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      onError={handleError}
      className={`object-contain ${className}`}
    />
  );
}
