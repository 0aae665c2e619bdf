/** The documents the print page offers, as its `doc` search parameter names them. */
export const PRINT_DOCUMENTS = ['list', 'cards', 'phases'] as const;
export type PrintDocument = (typeof PRINT_DOCUMENTS)[number];
