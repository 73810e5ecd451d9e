import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../client.ts'
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
} from '../schema/index.ts'
import { seedGamePlatforms, seedGames } from './defaults/catalog.ts'
import { seedCustomerServices, seedFaqItems, seedNotices, textKey } from './defaults/content.ts'
import {
  seedFeedbackConfig,
  seedGameShowNum,
  seedGenericImages,
  seedH5,
  seedLengths,
  seedSettings,
  seedUserLevels,
  seedVipLevels,
} from './defaults/settings.ts'
import { seedRevisionRow } from './seed-revision.ts'
import { contentRows, seededTypesAndBrands } from './seeded-rows.ts'

/** The row whose presence means the operator data exists (written last by the seeder, same transaction). */
const SEEDED_MARKER = 'settings'

export async function isConfigSeeded(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(eq(appSettings.key, SEEDED_MARKER))
  return rows.length > 0
}

/**
 * Writes the operator configuration, the game catalogue and localized content. Every insert skips
 * existing rows, so a second run (or a racing process) adds nothing and never overwrites operator edits.
 */
export async function seedConfigAndContent(tx: DbOrTx): Promise<void> {
  const { types, brands } = seededTypesAndBrands()
  await tx.insert(gameTypes).values(types).onConflictDoNothing()
  await tx.insert(gameBrands).values(brands).onConflictDoNothing()
  await tx.insert(gamePlatforms).values(seedGamePlatforms).onConflictDoNothing()
  await tx.insert(games).values(seedGames).onConflictDoNothing()
  await tx.insert(vipLevels).values(seedVipLevels).onConflictDoNothing()
  await tx.insert(userLevels).values(seedUserLevels).onConflictDoNothing()
  await tx.insert(genericImages).values(seedGenericImages).onConflictDoNothing()

  await tx
    .insert(faqItems)
    .values(seedFaqItems.map((f) => ({ ...f, textKey: textKey.faq(f.id) })))
    .onConflictDoNothing()
  await tx
    .insert(notices)
    .values(seedNotices.map((n) => ({ ...n, textKey: textKey.notice(n.id) })))
    .onConflictDoNothing()
  if (seedCustomerServices.length > 0) {
    await tx
      .insert(customerServices)
      .values(seedCustomerServices.map((c) => ({ ...c, textKey: textKey.customerService(c.id) })))
      .onConflictDoNothing()
  }
  await tx.insert(contentTexts).values(contentRows()).onConflictDoNothing()

  const sections: Record<string, unknown> = {
    lengths: seedLengths,
    gameShowNum: seedGameShowNum,
    h5: seedH5,
    feedbackConfig: seedFeedbackConfig,
    ...seedRevisionRow(),
    [SEEDED_MARKER]: seedSettings,
  }
  await tx
    .insert(appSettings)
    .values(Object.entries(sections).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing()
}
