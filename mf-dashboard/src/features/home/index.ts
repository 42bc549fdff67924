// The Dashboard screen's own panels (docs/screens/home.md): what a page may use of them.
export { HomePage } from './components/HomePage';
