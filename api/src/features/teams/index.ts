export { deriveAbbreviation } from './abbreviation';
export { findTeam, listTeams, teamColumns } from './team-repository';
