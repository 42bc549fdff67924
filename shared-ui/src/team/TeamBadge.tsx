// A team's badge, the same on every screen (docs/web.md §12): its picture when it has one, else
// its abbreviation's letters, at most 3 of them: an abbreviation may be 6
// (docs/screens/home.md §2), more than the circle holds. Decorative: the team's name is always
// written beside it.
import { useState, type HTMLAttributes } from 'react';
import styled from 'styled-components';

const Circle = styled.span<{ $size: string }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface TeamBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The team's abbreviation (`GCK`): the letters the badge shows. */
  abbreviation: string;
  /** The team's logo; none (or empty), or one that fails to load, shows the letters. */
  imageUrl?: string | null;
  size?: string;
}

/** The most letters a badge's circle holds at its font size. */
export const BADGE_LETTERS = 3;

export function TeamBadge({ abbreviation, imageUrl, size = '2.25rem', ...rest }: TeamBadgeProps) {
  const shown = [...abbreviation].slice(0, BADGE_LETTERS).join('');
  // A provider's logo address can be unreachable (offline, or the provider moved it): the
  // browser would draw a broken-image icon, so the letters take its place. Remembered per
  // address, so a team whose logo changes is tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && imageUrl !== failedUrl;
  return (
    <Circle $size={size} aria-hidden="true" data-letters={shown} {...rest}>
      {showImage ? <img src={imageUrl!} alt="" onError={() => setFailedUrl(imageUrl ?? null)} /> : shown}
    </Circle>
  );
}
