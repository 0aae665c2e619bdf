// How much text the importer reads. A real list is under 150 lines and 6,000
// characters; the limits leave room for notes and chat pasted around it, and
// refuse a log or a whole file of lists before any work is spent on it. Every
// message that names a limit is built from these numbers.

/** Longer list texts are refused as a whole. */
export const MAX_LIST_TEXT_LENGTH = 100_000;
/** List texts with more lines are refused as a whole. */
export const MAX_LIST_LINES = 2_000;
/** Longer lines are reported, never matched. */
export const MAX_LINE_LENGTH = 500;
