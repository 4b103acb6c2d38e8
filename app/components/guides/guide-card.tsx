import * as Dialog from "@radix-ui/react-dialog";
import { GUIDE_IMAGE_SIZE, guideAnchor, type Guide } from "~/content/diy-guides";
import { GuideArticle } from "./guide-article";
import { CloseIcon } from "~/components/ui/close-icon";

interface GuideCardProps {
  guide: Guide;
  /** True once React runs: Read More becomes a dialog button instead of a link to the on-page text. */
  enhanced: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const readMoreClass =
  "inline-flex min-h-6 items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export function GuideCard({ guide, enhanced, open, onOpenChange }: GuideCardProps) {
  const readMoreLabel = `Read More: ${guide.title}`;
  const readMore = (
    <>
      Read More
      <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4">
        <path
          fill="currentColor"
          d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z"
        />
      </svg>
    </>
  );

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <img
        src={guide.image}
        alt=""
        width={GUIDE_IMAGE_SIZE.width}
        height={GUIDE_IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
        className="aspect-[5/3] h-auto w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
          {guide.category}
        </p>
        <h2 className="mt-3 text-lg font-bold leading-snug text-ink">{guide.title}</h2>
        <p className="mt-2 flex-1 text-sm leading-6 text-stone-700">{guide.description}</p>
        <div className="mt-4">
          {enhanced ? (
            <Dialog.Root open={open} onOpenChange={onOpenChange}>
              <Dialog.Trigger aria-label={readMoreLabel} className={readMoreClass}>
                {readMore}
              </Dialog.Trigger>
              <GuideDialogContent guide={guide} />
            </Dialog.Root>
          ) : (
            <a href={`#${guideAnchor(guide.slug)}`} aria-label={readMoreLabel} className={readMoreClass}>
              {readMore}
            </a>
          )}
        </div>
      </div>
    </article>
  );
}

function GuideDialogContent({ guide }: { guide: Guide }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/60 data-[state=open]:animate-[fade-in_150ms_ease-out] motion-reduce:animate-none" />
      <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[min(44rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl focus:outline-none data-[state=open]:animate-[fade-in_150ms_ease-out] motion-reduce:animate-none">
        <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4 sm:px-6">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{guide.category}</p>
            <Dialog.Title className="mt-1 text-xl font-bold leading-snug text-ink sm:text-2xl">
              {guide.title}
            </Dialog.Title>
          </div>
          <Dialog.Close
            aria-label="Close guide"
            className="shrink-0 rounded-md p-2 text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <CloseIcon />
          </Dialog.Close>
        </div>
        {/* Focusable so keyboard users can scroll a long guide even before reaching a link. */}
        <div
          tabIndex={0}
          className="overflow-y-auto px-5 py-5 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600 sm:px-6"
        >
          <Dialog.Description className="sr-only">{guide.description}</Dialog.Description>
          <GuideArticle guide={guide} />
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
