// What the shell loads for /trades: the Trade Center screen, as this remote's './TradeCenter'.
export { TradeCenterPage as default } from './features/trades/components/TradeCenterPage';
