import { redirect } from "react-router";
import type { Route } from "./+types/message";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CopyNumberButton } from "~/components/message/copy-number-button";
import { FaqAccordion } from "~/components/message/faq-accordion";
import { QuickDetailsForm } from "~/components/message/quick-details-form";
import { MESSAGE_FAQ, MESSAGE_HERO, messageContactJsonLd, messageFaqJsonLd } from "~/content/message-page";
import { nationalPhone } from "../../shared/message-link";
import { MESSAGE_PATH } from "../../shared/message-path";
import { pageTitle } from "~/lib/seo";
import { readChatLinkRequest } from "../../server/messaging/chat-link-request.server";
import type { SitemapEntry } from "~/lib/sitemap-entry";

export function loader({ request, context }: Route.LoaderArgs) {
  const { SITE_URL, MESSAGE_PHONE, MESSAGE_EMAIL } = context.env;
  const chat = readChatLinkRequest(new URL(request.url), MESSAGE_PHONE);
  if (chat.kind === "redirect") throw redirect(chat.url, 303);
  return {
    siteUrl: SITE_URL,
    phone: MESSAGE_PHONE,
    phoneDisplay: nationalPhone(MESSAGE_PHONE),
    email: MESSAGE_EMAIL,
    invalid: chat.kind === "invalid" ? { error: chat.error, kept: chat.kept } : null,
  };
}

export default function MessagePage({ loaderData }: Route.ComponentProps) {
  const { phone, phoneDisplay, email, invalid } = loaderData;
  const mailto = `mailto:${email}?subject=${encodeURIComponent("My project")}&body=${encodeURIComponent("Hello BuildCompare,\n\n")}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Message Us" }]} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{MESSAGE_HERO.heading}</h1>
        <p className="mt-3 text-lg leading-8 text-stone-700">{MESSAGE_HERO.text}</p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="quick-details-heading"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="quick-details-heading" className="text-xl font-bold text-ink">
            Quick details
          </h2>
          <p className="mt-1 mb-5 text-sm text-stone-600">Every field is optional; only what you fill in is sent.</p>
          <QuickDetailsForm action={MESSAGE_PATH} error={invalid?.error} kept={invalid?.kept ?? {}} />
        </section>

        <div className="space-y-10">
          <section aria-labelledby="number-heading">
            <h2 id="number-heading" className="text-xl font-bold text-ink">
              Our WhatsApp number
            </h2>
            <p className="mt-2 text-2xl font-semibold tracking-wide text-ink">{phoneDisplay}</p>
            <p className="mt-1 text-sm text-stone-600">Monday to Friday, 9am to 5pm.</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <CopyNumberButton number={phoneDisplay} />
            </div>
          </section>

          <section aria-labelledby="other-ways-heading">
            <h2 id="other-ways-heading" className="text-xl font-bold text-ink">
              Prefer e-mail or a call?
            </h2>
            <ul className="mt-3 space-y-2 text-stone-700">
              <li>
                Email{" "}
                <a href={mailto} className="font-semibold text-brand-700 underline">
                  {email}
                </a>
              </li>
              <li>
                Call{" "}
                <a href={`tel:${phone.replace(/\s+/g, "")}`} className="font-semibold text-brand-700 underline">
                  {phoneDisplay}
                </a>
              </li>
            </ul>
          </section>
        </div>
      </div>

      <section aria-labelledby="faq-heading" className="mt-16 max-w-3xl">
        <h2 id="faq-heading" className="text-2xl font-bold text-ink">
          Questions
        </h2>
        <div className="mt-4">
          <FaqAccordion items={MESSAGE_FAQ} />
        </div>
      </section>
    </div>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const siteUrl = loaderData?.siteUrl ?? "";
  const pageUrl = `${siteUrl}${MESSAGE_PATH}`;
  return [
    { title: pageTitle("Message Us") },
    {
      name: "description",
      content:
        "Message BuildCompare on WhatsApp about your building project: send your project type, location, budget and timeline in one tap, or e-mail or call us.",
    },
    { tagName: "link", rel: "canonical", href: pageUrl },
    ...(loaderData?.invalid ? [{ name: "robots", content: "noindex" }] : []),
    {
      "script:ld+json": messageContactJsonLd({
        pageUrl,
        siteUrl,
        phone: loaderData?.phone ?? "",
        email: loaderData?.email ?? "",
      }),
    },
    { "script:ld+json": messageFaqJsonLd(pageUrl) },
  ];
}

export const sitemap: SitemapEntry = { list: "path" };
