// The army name a screen of no one army asks for to get the shared core alone
// (rules, universal manifestations and their warscrolls, regiments of renown,
// battle tactics, Path to Glory) without the whole data: no army is named ''.
export const CORE_ONLY = '';
