// Where other cards send the commissioner to link teams (the import, when own teams are
// linked to no provider team): the Link Teams card's heading, focusable but not tabbed to.
export const LINK_TEAMS_HEADING_ID = 'link-teams-title';

/** Moves focus (and the view) to the Link Teams card; false when it is not on the page. */
export function focusLinkTeams(): boolean {
  const heading = document.getElementById(LINK_TEAMS_HEADING_ID);
  if (!heading) return false;
  heading.scrollIntoView?.({ block: 'start' });
  heading.focus();
  return true;
}
