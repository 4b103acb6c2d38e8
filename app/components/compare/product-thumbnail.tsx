import { ProductImage } from "~/components/product/product-image";

/** A small decorative product image; without one, a plain tile (the "No image available" panel is too big here). */
export function ProductThumbnail({
  src,
  width,
  height,
  className,
}: {
  src: string | null;
  width: number;
  height: number;
  className: string;
}) {
  if (!src) {
    return (
      <div aria-hidden="true" className={`flex items-center justify-center bg-stone-100 text-stone-400 ${className}`}>
        <svg viewBox="0 0 24 24" className="h-1/2 w-1/2">
          <path
            fill="currentColor"
            d="M4 5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5Zm2 0v9.59l3.3-3.3a1 1 0 0 1 1.4 0L15 15.6l1.3-1.3a1 1 0 0 1 1.4 0l.3.3V5H6Zm9 3.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z"
          />
        </svg>
      </div>
    );
  }
  return <ProductImage src={src} alt="" width={width} height={height} className={className} />;
}
