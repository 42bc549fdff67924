export { seasonStandings, teamsWithRecords } from './records';
