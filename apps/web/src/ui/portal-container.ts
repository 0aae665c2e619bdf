// Where Radix portals render. Given up front, a portal renders with its widget's
// first render; left to find the body itself, Radix waits for a mount and then
// renders the whole portal again in a second, synchronous pass (one long task
// when a dialog opens on a phone).
export function portalContainer(): HTMLElement {
  return document.body;
}
