/** The install feature's public surface for routes and other features. */

export { InstallOffer } from './install-offer.tsx'
