/**
 * Key patterns held-out set 5's query files grade by: the ordinary (general purpose) cements, standard and special
 * (moisture, fire, acoustic, insulated) plasterboards, mouldings, plywood and insulation families.
 */
export const GP_CEMENT = /^cement-(corbelle-general|hembury-opc|gen-opc)/;
export const STANDARD_BOARD = /^plasterboard-(alabast-standard|corlith-wallboard)/;
export const SPECIAL_BOARD =
  /^plasterboard-(alabast-(moisture|firecore|hushcore|thermacore)|corlith-(aquaboard|fireboard))/;
export const SKIRTING = /^skirting-(moulda-(torus|ogee|chamfered|bullnose)|gen-pine-torus)/;
export const ARCHITRAVE = /^skirting-.*architrave/;
export const PLY = /^sheet-.*-ply-/;
export const LOFT_ROLL = /^insulation-warmnest-loft-roll/;
export const PIR = /^insulation-.*-pir-/;
