import { notFound } from '../../http/errors.ts'
import type { ModuleContext } from '../index.ts'
import { getAppConfig, getConfigSnapshot } from './config.service.ts'
import { registerMediaRoutes } from './media.routes.ts'

/**
 * anonymous/appConfig, anonymous/getContentPage, getCustomerServices (public, at spec 7's path, not
 * under anonymous/) and the generated /media art.
 */
export async function registerConfigModule(ctx: ModuleContext): Promise<void> {
  ctx.call('appConfig', ({ body, locale }) =>
    getAppConfig(ctx.db, { v: body.v, locale, social: ctx.config.social }),
  )

  ctx.call('getContentPage', async ({ body, locale }) => {
    const page = (await getConfigSnapshot(ctx.db)).content.page(body.key, locale)
    if (!page) throw notFound()
    return page
  })

  ctx.call('getCustomerServices', async ({ locale }) => ({
    appCustomerServiceQueue: (await getConfigSnapshot(ctx.db)).content.customerServices(locale),
  }))

  registerMediaRoutes(ctx)
}
