// The async boundary Module Federation needs: shared modules (React…) are negotiated before
// anything imports them. The chunk's name lets the build list the scripts the page needs
// first (first-view-scripts.ts), which its server then asks the browser to fetch at once.
//
// Before that, while those scripts are still arriving, a returning member's account sync and
// league read go out (shared-auth's first calls: plain code bundled here, not the shared copy).
import { sendFirstCalls } from 'shared-auth/first-calls';

sendFirstCalls();
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
