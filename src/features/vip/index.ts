export { VipTheme } from './vip-theme.tsx'
