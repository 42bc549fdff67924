// What the members feature offers the rest of mf-settings: the League members card and the
// commissioner's Invitation links card.
export { InvitationLinksCard } from './components/InvitationLinksCard';
export { LeagueMembersCard } from './components/LeagueMembersCard';
