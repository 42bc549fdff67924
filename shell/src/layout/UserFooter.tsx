// The sidebar's footer: who is signed in, their role and team in the league, and the
// log-out button. Log-out signs out, then
// goes to /login (a failure is logged and shown as a toast by shared-auth's logOut).
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ROLE_LABELS, useAuth } from 'shared-auth';
import { Button } from 'shared-ui';

const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding-top: ${({ theme }) => theme.spacing.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Avatar = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radius.full};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-transform: uppercase;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Who = styled.div`
  min-width: 0;
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  p + p {
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

export function UserFooter() {
  const { user, league, logOut } = useAuth();
  const navigate = useNavigate();
  const email = user?.email ?? '';
  const name = user?.displayName || 'User';

  async function handleLogOut() {
    // logOut logs and shows its own failure (a toast) and never throws; on failure we stay.
    if (await logOut()) navigate('/login', { replace: true });
  }

  return (
    <Footer>
      <Avatar aria-hidden={user?.photoURL ? undefined : true}>
        {user?.photoURL ? (
          <img src={user.photoURL} alt={`${name}'s avatar`} referrerPolicy="no-referrer" />
        ) : (
          email.charAt(0) || 'U'
        )}
      </Avatar>
      <Who>
        <p>{name}</p>
        <p>{email}</p>
        {league && <p>{[ROLE_LABELS[league.role], league.team?.name].filter(Boolean).join(' · ')}</p>}
      </Who>
      <Button variant="ghost" size="sm" onClick={handleLogOut} aria-label="Log out">
        Log out
      </Button>
    </Footer>
  );
}
