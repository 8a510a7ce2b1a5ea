/**
 * The one folding of text for comparing what people type with what is stored: accents and other
 * marks removed, letters without a decomposition spelt out (ß -> ss, ø -> o), lower case, single
 * spaces. The database applies the same to its side of a search (f_unaccent + lower).
 */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/** 'Université  Laval' -> 'universite laval'. */
export function foldText(value: string): string {
  return stripMarks(value)
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(/\s+/g, " ")
    .trim();
}

/** The letters without their accents and other marks, case kept. */
export function stripMarks(value: string) {
  return value.normalize("NFKD").replace(/\p{M}/gu, "");
}
