const tones = {
  dark: {
    button:
      "text-white hover:bg-white/15 focus-visible:outline-white disabled:opacity-40 border border-white/40 bg-stone-900/30",
    dots: "text-white",
    dot: "bg-white/50",
    dotActive: "bg-white",
  },
  light: {
    button:
      "text-stone-800 hover:bg-stone-100 focus-visible:outline-brand-600 disabled:opacity-40 border border-stone-300 bg-white",
    dots: "text-brand-600",
    dot: "bg-stone-400",
    dotActive: "bg-brand-600",
  },
} as const;

export type CarouselTone = keyof typeof tones;

interface CarouselControlsProps {
  tone: CarouselTone;
  count: number;
  selected: number;
  onPrevious(): void;
  onNext(): void;
  onSelect(index: number): void;
  /** Present only for carousels that rotate on their own. */
  rotation?: { running: boolean; onToggle(): void };
}

export function CarouselControls({
  tone,
  count,
  selected,
  onPrevious,
  onNext,
  onSelect,
  rotation,
}: CarouselControlsProps) {
  const t = tones[tone];
  const buttonClass = `inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ${t.button}`;
  return (
    <div className="flex h-10 items-center justify-center gap-2">
      {rotation && (
        <button
          type="button"
          className={buttonClass}
          aria-label={rotation.running ? "Stop automatic slide show" : "Start automatic slide show"}
          onClick={rotation.onToggle}
        >
          <Icon path={rotation.running ? "M7 5h3v14H7zM14 5h3v14h-3z" : "M8 5.5v13l10.5-6.5z"} />
        </button>
      )}
      <button type="button" className={buttonClass} aria-label="Previous slide" onClick={onPrevious}>
        <Icon path="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />
      </button>
      <div className={`flex items-center ${t.dots}`}>
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            className="group inline-flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-current"
            aria-label={`Go to slide ${i + 1}`}
            aria-current={i === selected ? "true" : undefined}
            onClick={() => onSelect(i)}
          >
            <span
              aria-hidden="true"
              className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                i === selected ? `w-5 ${t.dotActive}` : `w-2.5 ${t.dot} group-hover:opacity-80`
              }`}
            />
          </button>
        ))}
      </div>
      <button type="button" className={buttonClass} aria-label="Next slide" onClick={onNext}>
        <Icon path="m8.6 5.4 1.4-1.4 8 8-8 8-1.4-1.4 6.6-6.6z" />
      </button>
    </div>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5">
      <path fill="currentColor" d={path} />
    </svg>
  );
}
