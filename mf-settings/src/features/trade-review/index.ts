// What the Settings page may use of trade-review (the lint boundary).
export { TradeReviewCard, describeRule, MODE_LABELS } from './components/TradeReviewCard';
