// Leaving the app for another address (a login elsewhere) and reloading it: the
// browser's own navigation, in one object that tests can stand in for.
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
