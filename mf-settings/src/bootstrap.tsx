// mf-settings on its own (`pnpm --filter mf-settings dev`): its screens behind sign-in, inside the same
// providers the shell gives it (router, query client, theme, sign-in), so they can be
// developed without the shell.
import { mountApp } from 'shared-app';
import { StandaloneApp } from './StandaloneApp';

void mountApp(<StandaloneApp />);
