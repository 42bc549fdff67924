// Shows the router's current path, so tests can assert where a click led.
import { useLocation } from 'react-router-dom';

export function LocationDisplay() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}
