// What the provider feature offers the rest of mf-settings: every provider card, with the
// debug log they write to.
export { ProviderSettings } from './components/ProviderSettings';
