import { fileURLToPath } from 'node:url';
import { findApp } from 'shared-build/apps';
import { createRspackConfig } from 'shared-build/rspack';
import federation from './module-federation.config';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createRspackConfig({
    app: findApp('mf-trades'),
    appDir: fileURLToPath(new URL('.', import.meta.url)),
    federation,
    title: 'Trade Center · Fantasy League',
    mode: argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development'),
  });
