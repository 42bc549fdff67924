// What the members feature offers the rest of mf-settings: the League members card.
export { LeagueMembersCard } from './components/LeagueMembersCard';
