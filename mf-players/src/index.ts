// The async boundary Module Federation needs: shared modules (React…) are negotiated before
// anything imports them.
import('./bootstrap');
