// Until the unified `pnpm bench` replaces this entry: the API benchmark's command line.
import './api/cli';
