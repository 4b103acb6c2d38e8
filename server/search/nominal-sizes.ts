/**
 * Imperial trade names for sizes, in millimetres as UK merchants sell them. "4x2" is the
 * 47 x 100 mm sawn section, 38 x 89 mm as CLS, 50 x 100 mm at some yards and 44 x 94 mm planed;
 * any of them counts as the size asked for (the first ranks highest). Keys are the two numbers
 * sorted, written "2x4".
 */
export const NOMINAL_SIZES: Readonly<Record<string, readonly string[]>> = {
  "1x2": ["25x50", "22x50", "19x38", "18x44", "21x44"],
  "1x3": ["25x75", "22x75", "18x69", "21x69"],
  "1x4": ["25x100", "22x100", "18x94", "21x94"],
  "1x6": ["25x150", "22x150", "18x144", "21x144"],
  "1.5x1": ["25x38"],
  "2x2": ["47x50", "50x50", "44x44", "38x38"],
  "2x3": ["47x75", "38x63", "50x75", "44x69"],
  "2x4": ["47x100", "38x89", "50x100", "44x94"],
  "2x5": ["47x125", "50x125"],
  "2x6": ["47x150", "38x140", "50x150", "44x144"],
  "2x7": ["47x175", "50x175"],
  // "8x2" is also the 2400 x 600 mm sheet (chipboard flooring, insulation boards) as the trade names it in feet.
  "2x8": ["47x200", "50x200", "600x2400", "610x2440"],
  "2x9": ["47x225", "50x225"],
  "2x10": ["47x250", "50x250"],
  "3x3": ["75x75", "70x70", "69x69"],
  "4x4": ["100x100", "94x94", "95x95"],
  "6x6": ["150x150", "145x145", "1830x1830", "1800x1800"],
  // Sheets: 8 ft by 4 ft is sold as 2440 x 1220 mm, 6 ft by 2 ft as 1830 x 610 mm (plasterboard 2400 x 1200).
  "4x8": ["1220x2440", "1200x2400"],
  // Sheets and fence panels named in feet: 6 ft by 3 ft plasterboard is 1800 x 900 mm; 6 ft panels are 1.83 m wide
  // and 3, 4, 5 or 6 ft high. "6x3" is also the 75 x 150 mm timber section; any of them counts.
  "3x6": ["75x150", "900x1800", "915x1830"],
  "4x6": ["1220x1830", "1200x1800", "100x150"],
  "5x6": ["1520x1830", "1500x1800"],
  "2x6ft": ["610x1830"],
};
