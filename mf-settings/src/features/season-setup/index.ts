// What season set-up offers mf-settings: its card (commissioner only).
export { SeasonSetupCard } from './components/SeasonSetupCard';
