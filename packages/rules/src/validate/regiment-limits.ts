/** Regiments as the core rules cap them; the general's regiment may hold one more unit. */
export const MAX_REGIMENTS = 5;
export const MAX_REGIMENT_UNITS = 3;
export const MAX_GENERALS_REGIMENT_UNITS = 4;
