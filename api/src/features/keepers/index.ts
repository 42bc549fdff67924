export { deadlineHasPassed, type Clock } from './keeper-rules';
export { deadlineInWords } from './keeper-rules';
