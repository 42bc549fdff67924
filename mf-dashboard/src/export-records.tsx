// What the shell loads for /records: the league's record book, as this remote's './Records'.
export { RecordBookPage as default } from './features/records/components/RecordBookPage';
