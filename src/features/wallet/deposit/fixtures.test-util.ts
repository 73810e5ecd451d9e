import type { TradeInfo } from '../api/trade-info.ts'

/** Deposit test fixtures. Imported by *.test.ts files only. */
const type = (id: number, sort: number) => ({
  id,
  name: `T${id}`,
  sort,
  minAmount: 100,
  minAmount2: 10_000,
  maxAmount: 1_000_000,
  isDefault: 0 as const,
  status: 1,
  minPrice: 100,
})

export const tradeInfo = (over: Partial<TradeInfo> = {}): TradeInfo => ({
  appRechargeTypeMap: { '1': type(1, 2), '2': type(2, 1) },
  appRechargeTypeItemMap: { '1': [11, 10], '2': [] },
  appRechargeItemMap: {
    '10': { id: 10, price: 5_000, sort: 2, bonus: 0 },
    '11': { id: 11, price: 2_000, sort: 1, bonus: 200 },
  },
  appRechargeBonusList: [],
  hash: 'h1',
  totalRecharge: 0,
  firstRecharge: 0,
  lastRechargeTypeId: 0,
  currency: 'BRL',
  ...over,
})
