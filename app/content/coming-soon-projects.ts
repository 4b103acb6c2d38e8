import { CONTACT } from "../../shared/site";

/**
 * My Project (concierge) copy. The service is help by e-mail and phone on request; the stories
 * and figures are labelled as illustrations because we have no customer results to report yet.
 */
export const PROJECTS_HERO = {
  eyebrow: "My Project: concierge help",
  heading: "Your project's materials, sourced for you",
  text: "Tell us what you're building. We'll put together a priced materials list from UK merchants, suggest who delivers to you, and help you find trades. You stay in charge of every order.",
} as const;

export const BUILDERS_IN_A_BOX = {
  heading: "Builders in a Box",
  intro: "What our concierge help covers, from first sketch to delivery day:",
  items: [
    "A materials list worked out from your plans or a description of the job",
    "Prices for that list from the merchants we compare, cheapest first",
    "Which merchants deliver to your postcode, and what delivery costs",
    "Introductions to local trades where you need them",
    "One person to email or call while the job goes on",
  ],
} as const;

const mail = (subject: string, body: string) =>
  `mailto:${CONTACT.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

export const HELP_CARDS = [
  {
    title: "Price my materials list",
    text: "Send us your list or drawings and we'll price it across merchants.",
    href: mail("Price my materials list", "Hello BuildCompare,\n\nPlease price this materials list:\n\n"),
  },
  {
    title: "Plan an extension",
    text: "Work out blocks, bricks, timber and insulation for a new room.",
    href: mail(
      "Help planning an extension",
      "Hello BuildCompare,\n\nI'm planning an extension. Size and location:\n\n",
    ),
  },
  {
    title: "Find a trade",
    text: "Ask us for help finding a builder, roofer, plasterer or groundworker.",
    href: mail("Help finding a trade", "Hello BuildCompare,\n\nI'm looking for a trade for:\n\nMy postcode:\n"),
  },
  {
    title: "Something else",
    text: "Not sure where to start? Tell us about the job.",
    href: mail("A question about my project", "Hello BuildCompare,\n\n"),
  },
] as const;

export interface BeforeAfter {
  title: string;
  text: string;
  before: string;
  after: string;
}

export const BEFORE_AFTER: BeforeAfter[] = [
  {
    title: "Single-storey rear extension",
    text: "Blocks, facing bricks, lintels, timber and insulation for a kitchen extension.",
    before: "/projects/extension-before.svg",
    after: "/projects/extension-after.svg",
  },
  {
    title: "Loft conversion with a dormer",
    text: "Joists, plasterboard, PIR board and roofing for a new bedroom.",
    before: "/projects/loft-before.svg",
    after: "/projects/loft-after.svg",
  },
  {
    title: "Patio and garden",
    text: "Sub-base, sharp sand, paving and fencing for a new patio.",
    before: "/projects/garden-before.svg",
    after: "/projects/garden-after.svg",
  },
];

export interface ExampleStory {
  name: string;
  location: string;
  project: string;
  rating: number;
  text: string;
  initials: string;
}

/** Illustrative stories of the help we offer, not customer reviews: never marked up as reviews. */
export const EXAMPLE_STORIES: ExampleStory[] = [
  {
    name: "A homeowner",
    location: "Leeds",
    project: "Kitchen extension",
    rating: 5,
    text: "Sends a sketch of a 4 m by 3 m extension; gets back a block, brick and insulation list priced at four merchants.",
    initials: "HL",
  },
  {
    name: "A small builder",
    location: "Bristol",
    project: "Loft conversion",
    rating: 5,
    text: "Needs C24 joists and plasterboard delivered on one day; we find the merchants that can.",
    initials: "SB",
  },
  {
    name: "A first-time DIYer",
    location: "Norwich",
    project: "Patio",
    rating: 5,
    text: "Asks how much MOT Type 1 and sharp sand a 20 m² patio needs, and where it's cheapest delivered.",
    initials: "FD",
  },
  {
    name: "A landlord",
    location: "Cardiff",
    project: "Renovation",
    rating: 5,
    text: "Refits two flats and wants one list for both, split across merchants to save the most.",
    initials: "LC",
  },
  {
    name: "A self-builder",
    location: "Inverness",
    project: "New build",
    rating: 5,
    text: "Compares timber frame and block prices before choosing how to build.",
    initials: "SI",
  },
  {
    name: "A gardener",
    location: "Brighton",
    project: "Garden / Landscaping",
    rating: 5,
    text: "Needs fence posts, Postcrete and gravel boards, and a fencer to put them up.",
    initials: "GB",
  },
];

/** The service figures, shown as the standard we set ourselves, not as results already achieved. */
export const SERVICE_GOALS = [
  { figure: "500+", label: "projects: our goal for the first year of concierge help" },
  { figure: "4.9/5", label: "the satisfaction score we aim for" },
  { figure: "98%", label: "of enquiries answered within one working day: our target" },
] as const;
