import { asc } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import {
  appSettings,
  contentTexts,
  customerServices,
  faqItems,
  gameBrands,
  gamePlatforms,
  games,
  gameTypes,
  genericImages,
  notices,
  userLevels,
  vipLevels,
} from '../../db/schema/index.ts'

/**
 * Every operator row the config module serves, read in one go (all of it is small). Sequential on purpose:
 * a transaction is one connection, and the load happens once per process.
 */
export async function loadConfigRows(db: DbOrTx) {
  return {
    settings: await db.select().from(appSettings),
    types: await db.select().from(gameTypes).orderBy(asc(gameTypes.sort), asc(gameTypes.id)),
    brands: await db.select().from(gameBrands).orderBy(asc(gameBrands.sort), asc(gameBrands.id)),
    platforms: await db.select().from(gamePlatforms).orderBy(asc(gamePlatforms.id)),
    games: await db.select().from(games).orderBy(asc(games.gameType), asc(games.sort), asc(games.id)),
    vip: await db.select().from(vipLevels).orderBy(asc(vipLevels.level)),
    levels: await db.select().from(userLevels).orderBy(asc(userLevels.level)),
    images: await db.select().from(genericImages).orderBy(asc(genericImages.uniqueKey)),
    texts: await db.select().from(contentTexts),
    faq: await db.select().from(faqItems).orderBy(asc(faqItems.sort), asc(faqItems.id)),
    notices: await db.select().from(notices).orderBy(asc(notices.sort), asc(notices.id)),
    services: await db
      .select()
      .from(customerServices)
      .orderBy(asc(customerServices.sort), asc(customerServices.id)),
  }
}

export type ConfigRows = Awaited<ReturnType<typeof loadConfigRows>>
