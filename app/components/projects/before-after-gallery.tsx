import { useState } from "react";
import * as ToggleGroup from "@radix-ui/react-toggle-group";
import { BEFORE_AFTER, type BeforeAfter } from "~/content/coming-soon-projects";
import { useHydrated } from "~/lib/use-hydrated";

type Side = "before" | "after";

const controlClass =
  "inline-flex min-h-10 items-center justify-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * Three projects, one at a time, with a Before/After toggle (the index wraps both ways and
 * a new index starts on Before). Without JavaScript every project shows with both pictures.
 */
export function BeforeAfterGallery() {
  const enhanced = useHydrated();
  const [index, setIndex] = useState(0);
  const [side, setSide] = useState<Side>("before");
  const count = BEFORE_AFTER.length;
  const go = (next: number) => {
    setIndex(((next % count) + count) % count);
    setSide("before");
  };

  if (!enhanced) {
    return (
      <ul className="mt-6 space-y-8">
        {BEFORE_AFTER.map((item) => (
          <li key={item.title}>
            <ProjectText item={item} />
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              <Picture item={item} side="before" />
              <Picture item={item} side="after" />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  const item = BEFORE_AFTER[index]!;
  return (
    <div className="mt-6" role="group" aria-roledescription="gallery" aria-label="Before and after projects">
      <p aria-live="polite" className="sr-only">
        Project {index + 1} of {count}: {item.title}, showing {side}
      </p>
      <ProjectText item={item} />
      <ToggleGroup.Root
        type="single"
        value={side}
        onValueChange={(value) => value && setSide(value as Side)}
        aria-label="Show the project"
        className="mt-3 inline-flex rounded-lg border border-stone-300 bg-white p-1"
      >
        {(["before", "after"] as const).map((s) => (
          <ToggleGroup.Item
            key={s}
            value={s}
            className="min-h-9 rounded-md px-4 text-sm font-semibold text-stone-700 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=on]:bg-brand-600 data-[state=on]:text-white"
          >
            {s === "before" ? "Before" : "After"}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      <div className="mt-4 max-w-2xl">
        <Picture item={item} side={side} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" className={controlClass} onClick={() => go(index - 1)}>
          Previous project
        </button>
        <div className="flex gap-1">
          {BEFORE_AFTER.map((p, i) => (
            <button
              key={p.title}
              type="button"
              aria-label={`Project ${i + 1}: ${p.title}`}
              aria-current={i === index ? "true" : undefined}
              onClick={() => go(i)}
              className="flex h-10 w-10 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span
                aria-hidden="true"
                className={`h-3 w-3 rounded-full ${i === index ? "bg-brand-600" : "bg-stone-400"}`}
              />
            </button>
          ))}
        </div>
        <button type="button" className={controlClass} onClick={() => go(index + 1)}>
          Next project
        </button>
      </div>
    </div>
  );
}

function ProjectText({ item }: { item: BeforeAfter }) {
  return (
    <div>
      <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
      <p className="mt-1 text-sm text-stone-700">{item.text}</p>
    </div>
  );
}

function Picture({ item, side }: { item: BeforeAfter; side: Side }) {
  return (
    <figure className="overflow-hidden rounded-xl border border-stone-200 bg-white">
      <img
        src={item[side]}
        alt={`${item.title}, ${side === "before" ? "before the work" : "after the work"} (illustration)`}
        width={480}
        height={320}
        loading="lazy"
        decoding="async"
        className="aspect-[3/2] h-auto w-full"
      />
      <figcaption className="border-t border-stone-200 px-3 py-1.5 text-sm font-medium text-stone-800">
        {side === "before" ? "Before" : "After"}
      </figcaption>
    </figure>
  );
}
