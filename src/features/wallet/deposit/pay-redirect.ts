/** Leaves the app for the provider's pay page (an object so tests can replace it; jsdom cannot navigate). */
export const payRedirect = {
  go(url: string): void {
    window.location.assign(url)
  },
}
