import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from "react";
import useEmblaCarousel from "embla-carousel-react";
import Autoplay, { type AutoplayType } from "embla-carousel-autoplay";
import { CarouselControls, type CarouselTone } from "./carousel-controls";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Featured". */
  label: string;
  slides: ReactNode[];
  /** Width of one slide (flex-basis), e.g. "basis-1/2 sm:basis-1/4". */
  slideClassName: string;
  tone: CarouselTone;
  /** Rotate every `autoplayDelay` ms (never under prefers-reduced-motion unless the visitor starts it). */
  autoplayDelay?: number;
  /** One slide per view: make the slides out of view inert so keyboard and screen-reader users stay on the visible one. */
  inertHidden?: boolean;
  className?: string;
}

/** "auto" rotates unless the visitor prefers reduced motion; any interaction stops rotation for good. */
type Rotation = "auto" | "playing" | "stopped";

/**
 * Follows the WAI-ARIA APG carousel pattern. The slides are laid out by CSS alone, so the
 * server HTML shows the first slide in its final place and nothing moves when Embla starts.
 */
export function Carousel({
  label,
  slides,
  slideClassName,
  tone,
  autoplayDelay,
  inertHidden,
  className,
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [autoplay] = useState<AutoplayType | null>(() =>
    autoplayDelay
      ? Autoplay({ delay: autoplayDelay, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false })
      : null,
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: "start", duration: 30 }, autoplay ? [autoplay] : []);
  const [selected, setSelected] = useState(0);
  // Until Embla measures, assume every slide is a stop; a strip that fits on screen has only one.
  const [snapCount, setSnapCount] = useState(slides.length);
  const [rotation, setRotation] = useState<Rotation>("auto");
  const [hovered, setHovered] = useState(false);
  const running = autoplay !== null && (rotation === "playing" || (rotation === "auto" && !reducedMotion));

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    const onPointerDown = () => setRotation("stopped");
    onSelect();
    api.on("select", onSelect).on("reInit", onSelect).on("pointerDown", onPointerDown);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect).off("pointerDown", onPointerDown);
    };
  }, [api]);

  useEffect(() => {
    if (!api || !autoplay || api.scrollSnapList().length < 2) return;
    if (running && !hovered) autoplay.play(reducedMotion);
    else autoplay.stop();
  }, [api, autoplay, running, hovered, reducedMotion]);

  const stop = useCallback(() => setRotation("stopped"), []);
  const go = useCallback(
    (move: "previous" | "next" | number) => {
      stop();
      if (!api) return;
      if (move === "previous") api.scrollPrev(reducedMotion);
      else if (move === "next") api.scrollNext(reducedMotion);
      else api.scrollTo(move, reducedMotion);
    },
    [api, reducedMotion, stop],
  );

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    go(event.key === "ArrowLeft" ? "previous" : "next");
  }

  const count = slides.length;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Keyboard focus entering the carousel stops rotation; a mouse click on a control is handled by the control.
      onFocus={(event) => {
        if (event.target instanceof HTMLElement && event.target.matches(":focus-visible")) stop();
      }}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y" aria-live={running ? "off" : "polite"}>
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              inert={inertHidden && i !== selected}
              className={`min-w-0 shrink-0 grow-0 ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* The row keeps its height even without controls, so nothing below moves when Embla starts. */}
      <div className="mt-4 h-10">
        {snapCount > 1 && (
          <CarouselControls
            tone={tone}
            count={snapCount}
            selected={selected}
            onPrevious={() => go("previous")}
            onNext={() => go("next")}
            onSelect={(i) => go(i)}
            rotation={autoplay ? { running, onToggle: () => setRotation(running ? "stopped" : "playing") } : undefined}
          />
        )}
      </div>
    </section>
  );
}
