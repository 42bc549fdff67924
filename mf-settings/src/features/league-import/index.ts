// What the provider import offers mf-settings: its card (commissioner only).
export { ImportCard } from './components/ImportCard';
