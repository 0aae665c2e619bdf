export function NoticeHost() {
  return null;
}
