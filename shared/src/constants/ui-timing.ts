/** Delays (milliseconds) and layout breakpoints (pixels) from spec §2, §4 and §9. */

export const DELAYS_MS = {
  /** Logout waits this long before going to the target path and reloading. */
  logoutRedirect: 300,
  /** After an anonymous claim, navigation to the target waits this long. */
  claimNavigation: 200,
  /** Without a hash or saved position, scroll to the top after this long. */
  scroll: 500,
  /** Page-view analytics fire this long after each navigation. */
  analytics: 3000,
} as const;

export const BREAKPOINTS = {
  /** Mobile means a window width of 800 px or less (profile and tooltip rules). */
  mobile: 800,
  /** A separate breakpoint; its use is not specified. */
  tablet: 768,
} as const;

/** True for a window width of 800 px or less. */
export function isMobileWidth(width: number): boolean {
  return width <= BREAKPOINTS.mobile;
}
