import { CATEGORY_GROUPS, findCategoryGroup, type CategoryGroupSlug } from "./categories.ts";
import { MESSAGE_PATH } from "./message-path.ts";

/** Site-wide constants shared by the shell, content pages and SEO helpers. */
export const SITE_NAME = "BuildCompare";

export const CONTACT = {
  email: "hello@buildcompare.co.uk",
  phoneDisplay: "020 7946 0321",
  phoneHref: "tel:+442079460321",
  addressLines: ["BuildCompare Ltd", "14 Brickfield Yard", "London E2 7DJ"],
  companyLine: "BuildCompare Ltd is a company registered in England and Wales, company number 15234876.",
} as const;

export interface NavLink {
  to: string;
  label: string;
  /** Shown in the mobile menu only. */
  mobileOnly?: boolean;
}

function groupLink(slug: CategoryGroupSlug): NavLink {
  const group = findCategoryGroup(slug);
  if (!group) throw new Error(`No category group "${slug}"`);
  return { to: group.path, label: group.label };
}

export const MAIN_NAV: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/how-it-works#enquiry", label: "Get a Quote", mobileOnly: true },
  { to: "/deals", label: "Deals" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/merchants", label: "Merchants" },
  { to: "/diy-guides", label: "DIY Tips" },
  { to: "/coming-soon-projects", label: "My Project" },
  // Phones reach /favourites from the menu; wider screens have the header's own text link (site-header.tsx).
  { to: "/favourites", label: "Favourites", mobileOnly: true },
  // The header's link to the bricks page: the same group, so the same place as the category bar's.
  groupLink("bricks"),
];

/** The category bar, mobile menu and footer: the taxonomy's groups, each to its one page. */
export const CATEGORY_NAV: NavLink[] = CATEGORY_GROUPS.map((g) => ({ to: g.path, label: g.label }));

export const FOOTER_NAV: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/how-it-works", label: "How It Works" },
  { to: "/building-supplies", label: "Building Supplies" },
  { to: "/compare", label: "Compare Prices" },
  { to: "/help", label: "Help Center" },
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact" },
  { to: MESSAGE_PATH, label: "Message Us" },
];

/** Makes our own root-relative paths (images, logos, pages) absolute; external URLs and null pass through. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string;
export function absoluteUrl(siteUrl: string, pathOrUrl: string | null): string | null;
export function absoluteUrl(siteUrl: string, pathOrUrl: string | null): string | null {
  if (!pathOrUrl) return null;
  return pathOrUrl.startsWith("/") ? `${siteUrl}${pathOrUrl}` : pathOrUrl;
}
