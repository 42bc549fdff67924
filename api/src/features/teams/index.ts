export { findTeam, listTeams, teamColumns } from './team-repository';
