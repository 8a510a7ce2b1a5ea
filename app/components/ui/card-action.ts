/**
 * A result card's action on a phone: icon above a short label, narrow enough that two stack
 * beside the school's facts and still make 44 px targets. From the small breakpoint up the
 * button keeps its own layout.
 */
export const CARD_ACTION_ON_PHONE =
  "max-sm:w-[4.5rem] max-sm:flex-col max-sm:justify-center max-sm:gap-0.5 max-sm:px-1 max-sm:py-1 max-sm:text-xs";
