export { teamsWithRecords } from './records';
