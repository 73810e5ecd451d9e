/** The coupons feature's public surface for other features (points page, deposit page). */

export { CouponPicker, usableCoupon } from './coupon-picker.tsx'
export { useCouponText } from './coupon-text.ts'
export { COUPONS_KEY, type Coupon } from './coupons-api.ts'
export { MyCoupons } from './my-coupons.tsx'
