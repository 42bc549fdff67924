export { admit } from './admission';
export { ensureConfiguredLeague } from './configured-league';
export { findLeague, leagueWithSeasons } from './league-repository';
export { findMemberByFirebaseId, type Member } from './members';
