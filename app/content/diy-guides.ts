/** The static DIY guides. Tuples keep every guide at three sections and four Pro Tips. */
export interface GuideSection {
  title: string;
  content: string;
}

export type GuideCategory = "Materials" | "Tools" | "Tips" | "Planning" | "Finishing" | "Safety";

export interface Guide {
  slug: string;
  title: string;
  description: string;
  category: GuideCategory;
  /** Decorative illustration under public/guides, 400 × 240. */
  image: string;
  fullContent: {
    introduction: string;
    sections: [GuideSection, GuideSection, GuideSection];
    tips: [string, string, string, string];
  };
  /** Pages of ours that help with the guide: only ones that exist. */
  related: { to: string; label: string }[];
}

export const GUIDE_IMAGE_SIZE = { width: 400, height: 240 } as const;

export const GUIDES: Guide[] = [
  {
    slug: "mortar-and-concrete",
    title: "Mortar and concrete: how much sand and cement?",
    description:
      "Mix ratios for bricklaying mortar and site-mixed concrete, and how to work out how many bags and bulk bags to order.",
    category: "Materials",
    image: "/guides/materials.svg",
    fullContent: {
      introduction:
        "Most small building jobs come down to sand, cement and water in the right proportions. Mix ratios are by volume (count buckets or shovelfuls, not kilograms), and the right mix depends on the job. Here is a starting point for the common mixes and a way to estimate quantities before you order.",
      sections: [
        {
          title: "Mortar for bricks and blocks",
          content:
            "Use soft building sand, not sharp sand, for bricklaying mortar. A 1:4 mix (one part cement to four parts building sand) is a strong mix for exposed garden walls and work below the damp-proof course; 1:5 or 1:6 with a mortar plasticiser suits most above-ground brick and blockwork in sheltered spots. If the brick or block maker specifies a mortar, follow that. Older solid-walled houses usually need lime mortar for repairs, because hard cement mortar traps moisture and can damage soft bricks. Keep the same ratio for the whole job so the joints match in colour and strength.",
        },
        {
          title: "Concrete for bases and paths",
          content:
            "For site-mixed concrete the simplest recipe is one part cement to five parts all-in ballast (sharp sand and 20 mm gravel, ready blended). That suits shed bases, paths and general work. Add water a little at a time: the mix should be stiff enough to hold its shape, because extra water makes weaker concrete. For structural foundations, follow the design or ask building control, and for large pours ready-mixed concrete delivered by lorry is usually easier and more consistent.",
        },
        {
          title: "Working out how much to order",
          content:
            "A single-skin wall of standard bricks takes about 60 bricks per square metre, and a blockwork wall about 10 blocks per square metre. As a rough guide, 1,000 bricks need around half a cubic metre of mortar: at 1:4 that is about one bulk bag (roughly 850 kg) of building sand and seven or eight 25 kg bags of cement. For concrete, multiply length × width × depth in metres: a 3 m × 2 m shed base 100 mm deep is 0.6 m³. Each cubic metre of 1:5 concrete takes around two tonnes of all-in ballast and roughly 12 to 14 bags of cement. Treat these as estimates and allow about 10% extra.",
        },
      ],
      tips: [
        "Store cement off the ground and under cover, and check the date printed on the bag. Lumpy cement has taken on moisture and won't reach full strength.",
        "Mix mortar in batches you can use within about two hours, and don't add water to mortar that has started to stiffen.",
        "Keep new concrete damp and covered with polythene for the first few days, and don't lay concrete or mortar when frost is forecast.",
        "For bigger jobs a bulk bag of sand or ballast is usually much cheaper per kilo than 25 kg bags. Our product pages show a price per kg where the merchant's feed gives the pack size, so you can compare the two.",
      ],
    },
    related: [
      { to: "/building-supplies?category=cement", label: "Compare cement and concrete prices" },
      { to: "/building-supplies?category=sand", label: "Compare sand and aggregate prices" },
    ],
  },
  {
    slug: "starter-tool-kit",
    title: "A starter tool kit for building jobs",
    description:
      "The hand tools worth owning for bricklaying, timber and plasterboard work, and the heavier kit that's better hired.",
    category: "Tools",
    image: "/guides/tools.svg",
    fullContent: {
      introduction:
        "You don't need a van full of kit for most home projects, but a few good basics make the work quicker and neater. Buy the tools you will use again, and hire the heavy, expensive ones you only need for a weekend.",
      sections: [
        {
          title: "Measuring and marking",
          content:
            "A 5 m or 8 m tape, a pencil, a combination square and a spirit level are the core. For walls and long runs a 1200 mm level is worth having, a builder's line and pins keeps brick courses straight, and a chalk line marks long cuts on sheet materials. To check a level, take a reading, turn it end for end on the same spot and read it again: the bubble should sit in the same place.",
        },
        {
          title: "Bricklaying and mixing",
          content:
            "A brick trowel, a pointing trowel, a spot board to hold mortar, a jointer to finish the joints, and a club hammer with a brick bolster for cutting bricks and blocks. A sturdy wheelbarrow, a shovel and a bucket to measure out the parts cover mixing. Mixing more than a few barrow loads by hand is hard work; a small electric cement mixer is easy to hire by the day.",
        },
        {
          title: "Timber and plasterboard",
          content:
            "A sharp hardpoint hand saw with around 7 to 8 teeth per inch, a cordless drill-driver with a set of bits, and a claw hammer cover most carpentry. For plasterboard, score and snap boards with a craft knife, make cut-outs with a plasterboard saw, smooth the edges with a rasp, and use a screwdriver bit with a depth stop so screws sit just below the paper face without tearing it.",
        },
      ],
      tips: [
        "Clean trowels, buckets and mixers before mortar or concrete sets: hardened cement is very difficult to remove and ruins tools.",
        "Hire disc cutters, plate compactors and large mixers rather than buying them, and ask the hire shop to show you how to use them safely.",
        "Cordless tools of one brand usually share batteries, so pick one range and stick with it.",
        "Match your protection to the tool: safety glasses for cutting and chiselling, ear defenders for disc cutters, and an FFP3 mask when cutting masonry.",
      ],
    },
    related: [],
  },
  {
    slug: "choosing-timber",
    title: "Choosing timber: C16, C24, CLS and treated wood",
    description:
      "What the grade stamps on structural timber mean, when you need treated wood, and why planed timber is smaller than its name.",
    category: "Tips",
    image: "/guides/tips.svg",
    fullContent: {
      introduction:
        "Timber at a builders' merchant is sold by grade, treatment and size, and the labels can be confusing. They matter: the grade decides what a joist or rafter can carry, and the treatment decides how long the wood lasts outdoors.",
      sections: [
        {
          title: "Strength grades: C16 and C24",
          content:
            "Structural softwood in the UK is strength graded to BS EN 338 and stamped with its class. C16 is the everyday grade for stud walls, noggins and many joists and rafters. C24 is stronger and stiffer, so it can span further, or be a smaller section for the same load. Joist and rafter sizes should come from span tables (such as TRADA's), your designer or building control. Don't swap a grade in a design without checking.",
        },
        {
          title: "Treated or untreated?",
          content:
            "Timber is pressure treated with preservative for where it will be used, described by use class in BS 8417. Use Class 2 is for internal timber at some risk of damp, such as roof timbers; Use Class 3 is for outdoor timber above ground, such as fence boards and cladding; Use Class 4 is for timber in contact with the ground, such as fence posts and the joists of low decks. Treated timber is often green or brown. When you cut or drill it, brush end-grain preservative onto the fresh wood, because the treatment doesn't always reach the core.",
        },
        {
          title: "Sawn, planed and CLS sizes",
          content:
            "Sawn timber is rough and close to its stated size. Planed all round (PAR) timber is smooth but loses a few millimetres on each face, so check the finished size before you buy. CLS (Canadian Lumber Standard) is planed, kiln-dried timber with rounded edges, usually 38 × 63 mm or 38 × 89 mm. It is popular for stud walls because it is straight and consistent.",
        },
      ],
      tips: [
        "Bring timber for skirting, flooring and trim indoors a few days before fixing it, so it settles to the room's moisture.",
        "Look along each length before you accept it and turn away pieces that are badly bowed, twisted or split.",
        "Plan your cuts around common lengths such as 2.4 m, 3.0 m, 3.6 m and 4.8 m to cut waste.",
        "Compare like with like: a different grade, treatment or size is a different product. BuildCompare lists those as separate products, so the prices on one product page are for the same thing.",
      ],
    },
    related: [{ to: "/building-supplies?category=timber", label: "Compare timber and sheet material prices" }],
  },
  {
    slug: "planning-a-project",
    title: "Planning a project and ordering materials",
    description:
      "Check whether you need approval, measure up, add a sensible waste allowance and plan deliveries before you order.",
    category: "Planning",
    image: "/guides/planning.svg",
    fullContent: {
      introduction:
        "Good planning saves more money than any discount: less waste, no half-day trips for one missing bag, and no surprises from building control. Spend an evening on these steps before you order anything.",
      sections: [
        {
          title: "Check the rules first",
          content:
            "Structural alterations, extensions, new drainage and some electrical work come under the Building Regulations and need building control approval. Planning permission is a separate question: many small extensions and outbuildings count as permitted development, but not all. If you are working on a wall or boundary shared with a neighbour, the Party Wall etc. Act 1996 may require you to give them notice. In England and Wales the Planning Portal explains the rules; in Scotland, ask your council about a building warrant.",
        },
        {
          title: "Measure and list everything",
          content:
            "Sketch the job with measurements in metres, then work out wall areas for bricks and blocks, floor and wall areas for boards, and volumes for concrete. Turn that into a materials list with quantities and add a waste allowance: about 5 to 10% for bricks, blocks and boards, more where there are lots of cuts.",
        },
        {
          title: "Plan deliveries and storage",
          content:
            "Ask how the merchant delivers (kerbside, or by crane lorry for bulk bags and pallets) and make sure the vehicle can get in. Decide where bulk bags will go: putting materials on the road or pavement needs a licence from the council. Keep cement and plaster dry and off the ground, plasterboard flat, and timber flat and supported. Delivery charges can outweigh a lower price, so compare the total; our product pages show a merchant's delivery cost where its feed includes one.",
        },
      ],
      tips: [
        "Order all the bricks for one job at the same time: colour can vary between production batches.",
        "For a large order, ask merchants for a quantity price or about opening a trade account.",
        "Check deliveries when they arrive and note any damage or shortage on the driver's paperwork before you sign.",
        "Price the whole materials list at once on BuildCompare's Price Comparison page: every merchant's total, and the cheapest split of the order with delivery counted. Its quantity calculators work out bricks, mortar, concrete, boards, studs and insulation.",
      ],
    },
    related: [
      { to: "/bricks-and-blocks", label: "Compare brick and block prices" },
      { to: "/merchants", label: "See the merchants we compare" },
    ],
  },
  {
    slug: "plasterboard-and-skirting",
    title: "Plasterboard and skirting: a clean finish",
    description: "Which plasterboard to use where, how edges are finished, and how to fit skirting boards neatly.",
    category: "Finishing",
    image: "/guides/finishing.svg",
    fullContent: {
      introduction:
        "Finishing is where a job looks professional or doesn't. Choosing the right board for each room and taking care over joints and corners makes decorating far easier.",
      sections: [
        {
          title: "Choosing plasterboard",
          content:
            "Full sheets are usually 1200 × 2400 mm. 12.5 mm board is the usual choice for walls and for ceilings with joists at 600 mm centres; 9.5 mm is used on ceilings with joists at 400 mm centres or closer. Most makers colour-code special boards: moisture-resistant (often green) for bathrooms and kitchens, fire-resistant (often pink) where the Building Regulations call for fire protection, such as between an integral garage and the house, and acoustic (often blue) for quieter walls. Insulated and foil-backed boards suit cold external walls. Inside a shower, use a cement-based tile backer board instead.",
        },
        {
          title: "Tapered or square edge",
          content:
            "Tapered-edge boards are for dry lining: the joints are taped and filled with jointing compound, sanded and painted, with no plaster coat. Square-edge boards are meant to be skimmed with a thin coat of finish plaster, usually 2 to 3 mm thick. Fix boards with drywall screws into every stud or joist, stagger the joints, and make sure board ends land on a stud or joist.",
        },
        {
          title: "Fitting skirting",
          content:
            "Skirting comes in primed MDF, which is stable and ready to paint, and softwood, which can be painted, stained or varnished. Scribe internal corners (cut the end of one board to the profile of the other) rather than mitring them, because a scribed joint doesn't open up as the wood moves; mitre external corners at 45°. Fix with grab adhesive plus nails or screws into studs or plugs in masonry, fill the holes, run decorator's caulk along the top edge, then paint.",
        },
      ],
      tips: [
        "Store plasterboard flat and dry before use: boards stored on edge can bow.",
        "Let a new skim coat dry fully before decorating; it usually takes several days, longer in cold or damp weather.",
        "Seal new plaster with a mist coat of watered-down emulsion first, because full-strength paint can peel off fresh plaster.",
        "Measure skirting wall by wall and buy an extra length: mitres, scribes and the odd mistake use more than you expect.",
      ],
    },
    related: [
      { to: "/building-supplies?category=plasterboard", label: "Compare plasterboard prices" },
      { to: "/building-supplies?category=skirting", label: "Compare skirting board prices" },
    ],
  },
  {
    slug: "cement-and-dust-safety",
    title: "Working safely with cement, lime and dust",
    description:
      "Wet cement can burn skin and cutting masonry makes harmful dust. How to protect yourself, and what to do if something goes wrong.",
    category: "Safety",
    image: "/guides/safety.svg",
    fullContent: {
      introduction:
        "Cement and lime are strongly alkaline, and dust from cutting bricks, blocks, concrete and stone contains silica. Both can do lasting harm, but a few simple precautions keep you safe.",
      sections: [
        {
          title: "Cement burns and dermatitis",
          content:
            "Wet cement, mortar and concrete are strongly alkaline. Long contact, such as kneeling in wet concrete or cement trapped inside a glove or boot, can cause serious chemical burns that may not hurt until the damage is done. Repeated contact can also cause dermatitis. Wear waterproof gloves, long sleeves, and waterproof boots with your trousers over the top, not tucked in. If wet cement gets on your skin, wash it off straight away with plenty of clean water.",
        },
        {
          title: "Dust from cutting and mixing",
          content:
            "Cutting, chasing or grinding brick, block, concrete, stone and tiles releases fine silica dust that can cause silicosis and lung cancer. The Health and Safety Executive advises cutting with water suppression or on-tool dust extraction, and wearing a well-fitted FFP3 mask; a disposable mask won't seal over a beard. Open cement bags gently and mix outdoors to keep dust down.",
        },
        {
          title: "Eyes, lifting and first aid",
          content:
            "Wear goggles when mixing, pouring or chiselling. If cement gets in your eyes, rinse them with clean water straight away, keep rinsing for at least 20 minutes, and get medical help urgently. A 25 kg bag is heavy: bend your knees, keep your back straight and the load close, and use a barrow or get help for anything awkward.",
        },
      ],
      tips: [
        "Keep clean water and an eyewash bottle close by whenever you are mixing.",
        "Change out of clothing soaked with wet cement at once and wash the skin underneath.",
        "Read the hazard warnings and first-aid advice printed on cement and lime bags before you start.",
        "Never dry-sweep masonry dust: dampen it down, or use a vacuum rated for construction dust (M class or higher).",
      ],
    },
    related: [],
  },
];

/** The id of a guide's full text on the page: the no-JavaScript target of its Read More link. */
export function guideAnchor(slug: string): string {
  return `guide-${slug}`;
}
