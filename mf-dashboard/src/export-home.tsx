// What the shell loads for /: the Dashboard screen, as this remote's './Home'.
export { Home as default } from './pages/Home';
