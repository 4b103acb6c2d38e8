import type { ReactNode } from "react";
import { Link } from "~/components/ui/app-link";
import { Carousel } from "./carousel";

/** The hero moves on every 6 s. */
const HERO_AUTOPLAY_MS = 6000;

const BLANK_GIF = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

const primaryCta =
  "inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";
const secondaryCta =
  "inline-flex items-center justify-center rounded-lg border border-white/60 px-5 py-3 text-base font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

interface HeroSlideProps {
  heading: ReactNode;
  eyebrow: string;
  text: string;
  image: string;
  first?: boolean;
  children: ReactNode;
}

function HeroSlide({ heading, eyebrow, text, image, first = false, children }: HeroSlideProps) {
  return (
    <div className="mx-auto grid h-full max-w-7xl items-center gap-8 px-4 py-10 sm:px-6 sm:py-14 md:grid-cols-[3fr_2fr] lg:px-8">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">{eyebrow}</p>
        {heading}
        <p className="mt-4 max-w-2xl text-lg leading-8 text-stone-100">{text}</p>
        <div className="mt-8 flex flex-wrap gap-3">{children}</div>
      </div>
      {/* Phones never show the illustration, so they never download it (the fallback is an inline 1px GIF). */}
      <picture className="hidden md:flex md:justify-end">
        <source media="(min-width: 768px)" srcSet={image} />
        <img
          src={BLANK_GIF}
          alt=""
          width={480}
          height={360}
          decoding="async"
          fetchPriority={first ? "high" : "low"}
          className="h-auto w-full max-w-md"
        />
      </picture>
    </div>
  );
}

const headingClass = "mt-3 text-3xl font-bold leading-[1.1] tracking-tight text-white sm:text-4xl lg:text-5xl";

export function HeroCarousel() {
  const slides = [
    <HeroSlide
      key="compare"
      first
      eyebrow="UK builders' merchants, side by side"
      heading={<h1 className={headingClass}>Compare building material prices across UK merchants</h1>}
      text="Find the best price on cement, sand, timber, bricks and plasterboard, then buy direct from the merchant."
      image="/hero/compare.svg"
    >
      <Link to="/building-supplies" className={primaryCta}>
        Compare Now
      </Link>
      <Link to="/coming-soon-projects" className={secondaryCta}>
        Get a Quote
      </Link>
    </HeroSlide>,
    <HeroSlide
      key="concierge"
      eyebrow="Concierge service"
      heading={<h2 className={headingClass}>Planning a bigger project? Let us source it</h2>}
      text="Tell us what you're building and our team will price the materials across merchants and help you find trades."
      image="/hero/concierge.svg"
    >
      <Link to="/coming-soon-projects" className={primaryCta}>
        Get a Quote
      </Link>
    </HeroSlide>,
    <HeroSlide
      key="save"
      eyebrow="Every bag, board and brick"
      heading={<h2 className={headingClass}>See who's cheapest before you buy</h2>}
      text="Prices come from each merchant's own product feed, sorted lowest first, with delivery costs where merchants give them."
      image="/hero/materials.svg"
    >
      <Link to="/building-supplies" className={primaryCta}>
        Start Comparing
      </Link>
    </HeroSlide>,
  ];

  return (
    <div className="bg-gradient-to-br from-stone-900 via-stone-800 to-brand-700 pb-6">
      <Carousel
        label="Featured"
        slides={slides}
        slideClassName="basis-full"
        tone="dark"
        autoplayDelay={HERO_AUTOPLAY_MS}
        inertHidden
      />
    </div>
  );
}
