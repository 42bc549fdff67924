// The async boundary Module Federation needs: shared modules (React…) are negotiated before
// anything imports them. The chunk's name lets the build list the scripts the page needs
// first (first-view-scripts.ts), which its server then asks the browser to fetch at once.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
