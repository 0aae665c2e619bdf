/** One BattleScribe file as read from a folder or a git tree. */
export type DataFile = {
  /** Path relative to the data set root, used in warnings. */
  path: string;
  text: string;
};
