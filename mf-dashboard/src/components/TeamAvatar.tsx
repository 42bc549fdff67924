// A team's round badge: its picture when it has one, else its letters (an abbreviation or
// initials). Decorative: the team's name is always written beside it.
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
  img { width: 100%; height: 100%; object-fit: cover; }
`;

export interface TeamAvatarProps {
  letters: string;
  /** The badge image; none (or empty) shows the letters. */
  imageUrl?: string | null;
  size?: string;
}

export function TeamAvatar({ letters, imageUrl, size = '2.25rem' }: TeamAvatarProps) {
  return (
    <Circle $size={size} aria-hidden="true" data-letters={letters}>
      {imageUrl ? <img src={imageUrl} alt="" /> : letters}
    </Circle>
  );
}
