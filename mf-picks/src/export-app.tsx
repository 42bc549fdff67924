// What the shell loads for /picks: the Draft Picks screen, as this remote's './DraftPicks'.
export { DraftPicksPage as default } from './pages/DraftPicksPage';
