// What the FAAB budgets feature offers mf-settings: its card (the commissioner edits, everyone reads).
export { FaabBudgetsCard } from './components/FaabBudgetsCard';
