/** Resolves in a task of its own: the browser paints and answers input before what follows. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
