export { deadlineHasPassed, type Clock } from './keeper-rules';
