export { deriveAbbreviation } from './abbreviation';
export { groupByTeam, refuseRepeatedOrStrangeTeams, requestedTeamIds } from './requested-teams';
export { findTeam, listTeams, teamColumns } from './team-repository';
export { seasonStandings, teamsWithRecords } from './team-records';
