/** Full-page navigations, behind one object so tests can replace them (jsdom cannot navigate). */
export const browser = {
  /** Leave for `url` and reload (an external site, or an app path that must start fresh). */
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
  width(): number {
    return window.innerWidth;
  },
};
