// What the shell loads for /: the Dashboard screen, as this remote's './Home'.
export { HomePage as default } from './features/home/components/HomePage';
