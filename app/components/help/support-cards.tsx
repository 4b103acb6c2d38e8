import { Link } from "~/components/ui/app-link";
import { CONTACT } from "../../../shared/site";

const cardClass = "flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm";
const linkClass =
  "mt-4 inline-flex items-center gap-1 self-start font-semibold text-brand-700 underline-offset-2 hover:underline";

export function SupportCards() {
  return (
    <section aria-labelledby="support-heading" className="mt-12">
      <h2 id="support-heading" className="sr-only">
        Get in touch
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        <div className={cardClass}>
          <Icon path="M3 5h18v14H3V5Zm2 2v.5l7 4.7 7-4.7V7H5Zm14 2.9-7 4.7-7-4.7V17h14V9.9Z" />
          <h3 className="mt-3 text-lg font-semibold text-ink">Email Support</h3>
          <p className="mt-1 text-stone-700">
            Write to us at{" "}
            <a href={`mailto:${CONTACT.email}`} className="font-medium text-ink underline underline-offset-2">
              {CONTACT.email}
            </a>{" "}
            or send a message from our contact page.
          </p>
          <Link to="/contact" className={linkClass}>
            Contact us by email <span aria-hidden="true">→</span>
          </Link>
        </div>
        <div className={cardClass}>
          <Icon path="M6.6 2.5 9.8 6l-1.6 2.6a12 12 0 0 0 7.2 7.2l2.6-1.6 3.5 3.2-1.7 3.6c-.3.6-1 .9-1.7.8C9.9 20.9 3.1 14.1 2.2 5.9c-.1-.7.2-1.4.8-1.7l3.6-1.7Z" />
          <h3 className="mt-3 text-lg font-semibold text-ink">Phone Support</h3>
          <p className="mt-1 text-stone-700">
            Call us on{" "}
            <a href={CONTACT.phoneHref} className="font-medium text-ink underline underline-offset-2">
              {CONTACT.phoneDisplay}
            </a>
            , or find all our contact details on the contact page.
          </p>
          <Link to="/contact" className={linkClass}>
            Contact us by phone <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </section>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6">
        <path fill="currentColor" d={path} />
      </svg>
    </span>
  );
}
