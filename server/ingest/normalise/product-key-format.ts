/**
 * The format of product keys (gtin:, mpn:, attr:) and match profiles this code writes. Bump it whenever a
 * change to the vocabulary, fact builders or key layout can change an offer's keys or profile: stored
 * keys of another format are then re-keyed (`buildcompare rematch`, run by the next import by itself)
 * instead of silently failing to find their products.
 *
 * 2: variant attributes in attr keys, Unicode-aware words, one merchant's items never on one product.
 * 3: category labels that repeat the product type go, restated measure tags, merchant keyword tails.
 * 4: misspelt trade words read as meant; feed sizes compared by their numbers; moulding widths in whole inches;
 *    lengths in feet and inches; NHL lime classes, timber dye and jointing-sand colours; more brand owners.
 * 5: a count closing a size ("4.8m x 10 lengths", "4 slabs") is the pack, not a dimension; sizes labelled one by
 *    one ("(L)440mm (W)215mm") are one size; titles naming no maker key as "-" in makers' categories; steel lintels;
 *    own labels found over a feed; bare ERP lengths and inch fractions; admixtures are sundries; more ERP shorthand.
 * 6: every offer stores its own match profile (offers.match_profile), compared with later offers like its founder's;
 *    words one side misspells, abbreviates or joins agree softly; a leading ERP supplier code ("OND ONDULINE …") goes;
 *    an imperial size group restating the metric one ("3in x 7ft … (18 x 69mm x 2.2m)") is that size.
 * 7: a merchant's own stock code opening its titles ("FN-T3071 …", found over the feed) goes; a count opening the
 *    title before the name ("200 x Drivetite Wood Screws 4 x 40mm") is the pack; "BLK" beside a rainwater or
 *    roofline word is black (decision 065).
 * 8: sundries named by their own kind (bolts, screws, nails, plugs, traps, compression fittings, adhesives, beads,
 *    weed membrane, concrete fence posts and lintels) are "other" whatever their description is used with; "tan"
 *    beside a timber word is tanalised; F/R, M/R, P/BOARD; a slashed shorthand after a size ("1200 m/r") is no unit;
 *    a glued axis label ("L2400mm") is set apart; a closing "BULK" is the bulk bag; ballast's other names; block
 *    paving keyed by colour; a running outlet or union bracket is a rainwater fitting (decision 067).
 * 9: a size with "/" for the dimension sign ("2400/1200/12.5MM") is a size, an aggregate grading ("10/20mm") stays
 *    one; feet and inches restating a metric length to the inch ("8ft 2in") are that length; a count per container
 *    ("100 Per Box") is the pack; yard shorthands PLSTBD, FIRE/RES, MOIST/RES, ST/STL, GALVD, C/SUNK, CSK, COMPR,
 *    R/MIX, P/TREAT, T/G; a maker any merchant names in its brand column, opening or closing a title that has no
 *    brand, is its maker; render keyed by colour; a fence-post mix described in words is the post mix (decision 068).
 * 10: a brand value of words that say there is none ("Non-branded", "Unknown", "Assorted", "Not specified") is no
 *    brand; a merchant's name with any grade word ("Kestrel Trade", "Kestrel Budget") is its own label; no-brand and
 *    grade values and merchants' names are never makers the catalogue knows (decision 068, round 2).
 * 11: a supplier code in the brand column ("HOLMF1") is the maker it shortens; stock codes in the mpn column named
 *    after the merchant are its own; MED DENSE, SLT GRY, PBW, VM; a handy bag without a weight is the 25 kg bag;
 *    "Qty N" is the pack; a bracketed copy of the row's own MPN leaves the title; 3, 4 and 12 inch blocks are the
 *    75, 100 and 300 mm blocks (decision 070).
 * 12: an imperial size its bracketed metric size restates ("1/2in (15mm)", "55lb (25kg)") is that metric size; a
 *    catalogue index opening ("Screws, Wood; …") reads in spoken order; "N units" / "N off" is the pack; measure labels
 *    and attribute records in titles (`{"thickness":"35mm"}`, "Thickness: 18mm") are no product words (decision 071).
 * 13: a count written with an "s" ("(10's)", "sold in 10s", "bag of 25s") or in any container ("Tub of 100", "Pkt 50",
 *    "100 Count", "Pack Size 10") is the pack; a word written without its vowels ("Cncrt", "Glvnsd") is the one
 *    vocabulary word it shortens; a maker's first four letters in capitals opening a mixed-case title ("KETT Hydrated
 *    Lime") are its code (decision 072).
 * 14: a merchant writing its sizes in millimetres without a unit ("2440 x 1220 x 18") has its lone bare sizes read in
 *    millimetres ("Push Fit Elbow 15", "Lead Code 4 150 3m"); "5 Lit." and "2 Lts" are litres; "T.& G." is tongue and
 *    groove; a bare count before its container in brackets ("250 (box)") is the pack; push-fit supply fittings,
 *    pipe inserts and radiator and isolating valves are sundries whatever their description's pipe; a sundry's colour
 *    is in its key, magnolia, ivory, beige, gold, bronze and chrome are colours, a colour closing many titles is no
 *    keyword tail; "50/box" is the pack; wall ties, weep vents, wall anchors, wood preservers and shed and fence
 *    treatments, stain-block primer and dust sheets are sundries, topsoil an aggregate, dado and picture rails and
 *    door linings mouldings; a glued "x250" after a spelled unit ("0.25 Metre x250") is the pack; a fixing's "4/40mm" is
 *    its size, never a grading (decision 073).
 * 15: a metric size and its imperial restatement joined by a slash, either way round ("47 x 100mm/1 7/8 x 4in",
 *    "2.4m/8ft", "3/4in/22mm"), is the metric size; an inch fraction straight after such a slash is read; a word without its vowels may write a doubled letter once
 *    ("Prstrsd", "Hlw") (s22).
 * 16: letter-coded sizes ("T47 W100 L2400", "D5 L50") are millimetres; labels after a figure ("47mm Thk", "2.4m Lg")
 *    are no words; a word cut short with a full stop ("Timb.") is the one vocabulary word it starts; masonry and
 *    sulfate-resisting cement are their own lines; "10 in pack", "Bx of 250" are the pack; a bare one-decimal figure in
 *    brackets closing a title ("(2.4)") is the length in metres (decision 079).
 */
export const PRODUCT_KEY_FORMAT = 16;
